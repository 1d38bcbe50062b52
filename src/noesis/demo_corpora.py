"""Seeded, deterministic generator for the Noēsis demo corpora.

Run ``python examples/generate.py [--out examples]`` (a thin entry to this module). It
(re)writes five knowledge-base folders and ``ground_truth.json`` under ``--out``:

* ``broadcast-it/`` — two Italian programmes (per-second share/audience table, SRT
  transcript, Markdown notes) and their ``noesis.toml``;
* ``broadcast-uk/`` — two UK programmes (table, WebVTT transcript, notes);
* ``sports/`` — two football matches (per-minute statistics, match reports);
* ``qa-bench/`` — general-knowledge Q&A documents whose file names contain "TV";
* ``nba/`` — curated Priority-1 facts, disagreeing Priority-2 background statistics and
  news articles (the fictional Ottawa Beavers scenario).

Only the standard library is used, with fixed seeds, so every run writes the same bytes.
The generator ships inside the package so that an installed ``noesis demo`` can write the
corpora into its cache (the wheel carries no copies of them).
The five KB folders are deleted and rewritten on each run; nothing else under ``--out``
is touched except ``ground_truth.json``.

Planted traps (see ``examples/README.md``): a person's name shared by an Italian and a UK
programme, two programmes whose peak shares differ by exactly 1.0 point, exactly one
programme whose maximum share is tied at two seconds, and the acronym "TV" both in the
broadcast vocabulary and in the general-knowledge file names. Planted extremes sit outside
the range the random walk is clipped to, so they are the only extremes.

Ground truth is computed from the files as written (CSV read back with :mod:`csv`), not
from the plan; the plan is then checked against it and the run fails if they disagree.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import random
import shutil
from dataclasses import dataclass, field
from pathlib import Path

SEED = 20260302
KB_FOLDERS = ("broadcast-it", "broadcast-uk", "sports", "qa-bench", "nba")
SHARED_NAME = "Marco Ferri"
ACRONYM = "TV"
#: a programme name that exists nowhere in the corpora (for unresolved-reference traps)
ABSENT_PROGRAMME = "Domenica Sportiva Estate"


# =========================================================================== plans
@dataclass(frozen=True)
class Segment:
    start: int
    end: int
    title: str
    script: tuple[str, ...]  # exchanges: "XY: line | ZW: reply" (XY = speaker initials)
    blurb: str


@dataclass(frozen=True)
class Planted:
    """A line planted so that it covers an extreme position."""

    position: int
    speaker: str
    text: str


@dataclass(frozen=True)
class Programme:
    kb: str
    name: str
    stem: str
    aliases: tuple[str, ...]
    channel: str
    slot: str
    genre: str
    duration: int
    mean_share: float
    walk_sd: float
    audience_pool: int  # total TV viewers at the time (audience = share% of it)
    peak_share: float
    peak_positions: tuple[int, ...]
    min_share: float
    min_position: int
    synopsis: str
    cast: tuple[tuple[str, str], ...]
    segments: tuple[Segment, ...]
    planted: tuple[Planted, ...]
    openers: tuple[str, ...]
    seed: int


# --------------------------------------------------------------------------- Italian
# Scripts are written as exchanges: "XY: line | ZW: reply", XY being a speaker's initials
# (see Programme.cast; "VO" is the voice-over). Exchanges are replayed in shuffled order.
_IT_OPENERS = (
    "", "", "", "", "Allora, ", "Ecco, ", "Sì, ", "Guardate, ", "Beh, ", "Esatto, ",
    "Dunque, ", "Senti, ",
)

ITALIA_SERA = Programme(
    kb="broadcast-it",
    name="Italia Sera",
    stem="italia_sera",
    aliases=("Italy Tonight",),
    channel="Rete Aurora",
    slot="lunedì 2 marzo 2026, 20:40–21:20",
    genre="varietà in prima serata",
    duration=2400,
    mean_share=24.0,
    walk_sd=1.1,
    audience_pool=21_500_000,
    peak_share=37.5,
    peak_positions=(146,),
    min_share=14.2,
    min_position=1322,
    synopsis=(
        "Varietà del lunedì sera condotto da Giulia Rossi e Paolo Bianchi. La puntata si apre "
        "con un ospite a sorpresa, lo chef Marco Ferri, che cucina in diretta una torta di "
        "famiglia; seguono l'intervista alla cantautrice Elena Conti, il suo concerto dal vivo "
        "e il meteo di Luca Moretti."
    ),
    cast=(
        ("Giulia Rossi", "conduttrice"),
        ("Paolo Bianchi", "co-conduttore"),
        ("Marco Ferri", "chef, ospite a sorpresa"),
        ("Elena Conti", "cantautrice, ospite musicale"),
        ("Luca Moretti", "meteorologo"),
    ),
    segments=(
        Segment(0, 300, "Apertura e ospite a sorpresa", (
            "!GR: Buonasera a tutti e benvenuti a Italia Sera. | PB: Stasera abbiamo un ospite che nessuno si aspettava.",
            "GR: Il pubblico in studio non sa ancora chi sta per entrare. | PB: Nemmeno io, a dire il vero.",
            "MF: Grazie dell'invito, è un piacere essere qui. | GR: Il piacere è tutto nostro.",
            "MF: Ho portato gli ingredienti da casa, come faceva mia nonna.",
            "GR: Paolo, hai già assaggiato qualcosa dietro le quinte? | PB: Confesso di aver rubato un pezzo di sfoglia.",
            "MF: La ricetta è un segreto di famiglia da tre generazioni. | PB: E stasera la svelerai a tutta l'Italia?",
            "GR: Un applauso per il nostro ospite, prego.",
            "MF: Il forno è acceso da un'ora, siamo pronti. | GR: Chi di voi a casa ha già la teglia pronta?",
            "PB: Che emozione, lo studio è pieno stasera.",
        ), "Saluti dei conduttori e ingresso a sorpresa dello chef Marco Ferri, che svela la torta di famiglia."),
        Segment(300, 900, "Cucina in diretta", (
            "MF: Adesso la farina va setacciata con pazienza. | GR: Quanta ne serve?",
            "MF: Un pizzico di sale, non di più. | PB: Io ne avrei messo il doppio.",
            "MF: Il burro deve essere freddo, mi raccomando.",
            "GR: Quanto tempo deve riposare l'impasto? | MF: Venti minuti in frigorifero bastano.",
            "PB: Si sente già il profumo fino in regia.",
            "MF: Questa è la parte che mia nonna non mi lasciava mai fare.",
            "MF: Stendiamo la sfoglia sottile, quasi trasparente. | GR: Posso provare anch'io a stendere la pasta? | MF: Prego, ma attenzione a non bucarla con il mattarello.",
            "MF: Lo zucchero a velo lo mettiamo solo alla fine.",
            "MF: Ecco il ripieno di ricotta e scorza di limone. | PB: Sembra già una festa.",
            "MF: In forno a centottanta gradi per quaranta minuti. | GR: Intanto rispondiamo alle domande del pubblico.",
            "PB: Una signora da Lecce chiede se si può usare il lievito. | MF: Mai, la sfoglia deve restare sottile.",
        ), "Lo chef prepara la torta con i conduttori e risponde alle domande del pubblico."),
        Segment(900, 1260, "Intervista a Elena Conti", (
            "GR: Elena, il nuovo album esce venerdì, giusto? | EC: Sì, l'ho registrato in una vecchia chiesa sconsacrata.",
            "GR: Che cosa ti ha ispirato questa volta? | EC: I viaggi in treno lungo la costa adriatica.",
            "EC: Ho scritto quasi tutte le canzoni di notte.",
            "EC: La prima canzone parla di mio padre. | GR: È una canzone bellissima.",
            "GR: Quanto conta per te suonare dal vivo? | EC: Il palco è l'unico posto dove non ho paura.",
            "GR: Ricordi il tuo primo concerto? | EC: Eravamo in dodici, compreso il barista.",
            "EC: Il tour partirà da Bari in primavera. | GR: Grazie, Elena, tra poco ti ascolteremo dal vivo.",
        ), "Intervista alla cantautrice sul nuovo album e sul tour di primavera."),
        Segment(1260, 1380, "Pausa pubblicitaria e anticipazioni", (
            "VO: Italia Sera continua dopo la pubblicità.",
            "VO: Non cambiate canale, manca poco.",
            "PB: Vi ricordiamo che potete votare la canzone della serata.",
            "VO: Tra qualche minuto il meteo con Luca Moretti.",
            "PB: La torta di Marco Ferri è quasi pronta.",
        ), "Interruzione pubblicitaria con anticipazioni della seconda parte."),
        Segment(1380, 2040, "Musica dal vivo", (
            "EC: Questa canzone la dedico a chi viaggia di notte.",
            "EC: Un applauso all'orchestra, per favore.",
            "PB: Che voce, ragazzi, che voce.",
            "EC: Adesso un brano che non ho mai suonato in televisione.",
            "EC: Il coro in studio è pronto? | GR: Prontissimo.",
            "EC: Cantate con me il ritornello.",
            "EC: Il pianoforte è quello di mio nonno.",
            "GR: Ancora un applauso per Elena Conti.",
            "EC: Il prossimo brano è il singolo del nuovo album.",
            "EC: Le luci si abbassano, solo voce e chitarra.",
            "GR: È stato un regalo bellissimo, grazie. | EC: Ultima canzone, poi vi lascio ai conduttori.",
        ), "Concerto dal vivo di Elena Conti con l'orchestra dello studio."),
        Segment(2040, 2400, "Meteo e saluti finali", (
            "LM: Domani piogge deboli al Nord, sole al Sud.",
            "LM: Le temperature scendono di qualche grado in montagna.",
            "LM: Attenzione alla nebbia in pianura nelle prime ore.",
            "LM: Nel fine settimana arriva un po' di primavera. | GR: Finalmente!",
            "LM: Venti moderati sull'Adriatico. | PB: Grazie, Luca, e buona serata.",
            "GR: Assaggiamo finalmente la torta tutti insieme.",
            "PB: È stata una serata speciale, grazie a tutti.",
            "!GR: Ci vediamo lunedì prossimo, stessa ora. | PB: Buonanotte da Italia Sera.",
        ), "Previsioni del tempo, assaggio della torta e saluti."),
    ),
    planted=(
        Planted(146, "Marco Ferri", "Ed ecco a voi la torta della nonna Lucia: sessanta strati di sfoglia, nessuno rotto!"),
        Planted(1322, "Voce fuori campo", "Restate con noi: dopo i consigli per gli acquisti torna Elena Conti al pianoforte."),
    ),
    openers=_IT_OPENERS,
    seed=SEED + 1,
)

NOTTE_ITALIANA = Programme(
    kb="broadcast-it",
    name="Notte Italiana",
    stem="notte_italiana",
    aliases=("Italian Night",),
    channel="Rete Aurora",
    slot="lunedì 2 marzo 2026, 23:15–23:45",
    genre="talk show di seconda serata",
    duration=1800,
    mean_share=22.5,
    walk_sd=1.0,
    audience_pool=9_800_000,
    peak_share=36.5,
    peak_positions=(1060,),
    min_share=9.8,
    min_position=1577,
    synopsis=(
        "Talk show di seconda serata condotto da Francesca Gallo e Andrea Ricci: l'astrofisico "
        "Sergio Marino racconta il cielo di marzo, la scrittrice Chiara Greco presenta il suo "
        "romanzo e ne legge il finale in anteprima, poi le notizie della notte."
    ),
    cast=(
        ("Francesca Gallo", "conduttrice"),
        ("Andrea Ricci", "conduttore e giornalista"),
        ("Sergio Marino", "astrofisico, ospite"),
        ("Chiara Greco", "scrittrice, ospite"),
    ),
    segments=(
        Segment(0, 120, "Apertura", (
            "!FG: Buonasera e benvenuti a Notte Italiana. | AR: È tardi, ma noi siamo qui a farvi compagnia.",
            "FG: Stasera parliamo di stelle e di libri.",
            "FG: Andrea, com'è andata la giornata? | AR: Lunga, ma la notte ci salva sempre.",
            "AR: Mettetevi comodi, si comincia.",
            "FG: In studio abbiamo due ospiti straordinari.",
            "AR: Scriveteci le vostre domande, le leggeremo in diretta.",
        ), "Saluti dei conduttori e presentazione degli ospiti."),
        Segment(120, 720, "Il cielo di marzo", (
            "SM: A marzo Giove è ancora ben visibile dopo il tramonto. | FG: Serve un telescopio? | SM: Basta un binocolo per vedere le sue lune.",
            "SM: L'equinozio cade il venti di marzo.",
            "FG: Perché le stelle sembrano tremolare? | SM: È l'atmosfera che si muove sopra di noi.",
            "SM: Dalla città si vede poco, meglio andare in collina.",
            "SM: Orione sta per salutarci fino al prossimo autunno.",
            "FG: Quante stelle si vedono a occhio nudo? | SM: In una notte buia, qualche migliaio.",
            "SM: La Luna piena di marzo illumina tutto.",
            "SM: Il mio consiglio: spegnete le luci di casa e guardate in alto.",
        ), "L'astrofisico Sergio Marino spiega che cosa osservare nel cielo di marzo."),
        Segment(720, 1200, "Il libro della settimana", (
            "CG: Il romanzo si intitola Le isole di vetro. | AR: Di che cosa parla?",
            "CG: È la storia di una famiglia di vetrai di Murano.",
            "AR: Quanto tempo ci hai messo a scriverlo? | CG: Quattro anni, e tre finali diversi.",
            "CG: La protagonista si chiama Nina, come mia zia.",
            "CG: Ho passato un inverno intero nelle fornaci.",
            "CG: Il vetro è fragile solo quando è freddo.",
            "FG: Perché hai scelto Venezia? | CG: Perché è una città in cui ci si può perdere.",
            "CG: La copertina l'ha disegnata mia figlia.",
            "CG: Leggere ad alta voce mi mette ancora paura. | FG: Non si direbbe.",
            "AR: Il libro è già in ristampa.",
        ), "La scrittrice Chiara Greco presenta il romanzo e ne legge il finale in anteprima."),
        Segment(1200, 1620, "Notizie dalla notte", (
            "!AR: Passiamo alle notizie della notte.",
            "AR: Sciopero dei treni regionali confermato per venerdì.",
            "FG: Il consiglio comunale di Torino ha approvato il bilancio.",
            "AR: Nuovo record di visitatori per i musei di Firenze.",
            "FG: Chiuso per lavori un tratto dell'autostrada del Sole.",
            "AR: Le borse asiatiche aprono in leggero rialzo.",
            "FG: A Palermo inaugurata una nuova biblioteca di quartiere.",
            "AR: Allerta gialla per vento in Sardegna.",
        ), "Rassegna delle notizie della notte."),
        Segment(1620, 1800, "Chiusura", (
            "!FG: Grazie ai nostri ospiti di stasera. | AR: È stata una bella notte, davvero.",
            "AR: Domani sera torniamo alla stessa ora.",
            "FG: Buonanotte e sogni tranquilli.",
            "AR: Un saluto da tutta la redazione.",
        ), "Saluti finali."),
    ),
    planted=(
        Planted(1060, "Chiara Greco", "Stasera vi leggo l'ultima pagina, che ho scritto su un traghetto per Ischia alle quattro del mattino."),
        Planted(1577, "Andrea Ricci", "Chiudiamo le notizie con il traffico sul Grande Raccordo Anulare, ancora rallentato per nebbia."),
    ),
    openers=_IT_OPENERS,
    seed=SEED + 2,
)

# --------------------------------------------------------------------------- English
_EN_OPENERS = (
    "", "", "", "", "Well, ", "Right, ", "Look, ", "So, ", "Yes, ", "Now, ", "Honestly, ",
    "Okay, ",
)

EVENING_PANORAMA = Programme(
    kb="broadcast-uk",
    name="Evening Panorama",
    stem="evening_panorama",
    aliases=("Panorama della sera",),
    channel="Channel North",
    slot="Monday 2 March 2026, 19:00–19:35",
    genre="current affairs magazine",
    duration=2100,
    mean_share=21.0,
    walk_sd=0.9,
    audience_pool=24_000_000,
    peak_share=31.4,
    peak_positions=(1205,),
    min_share=12.7,
    min_position=388,
    synopsis=(
        "Weeknight current affairs magazine presented by Helen Carter and James Whitfield. "
        "Tonight: Priya Shah reports on flood defences along the Severn, a studio debate on "
        "the four-day week, Tom Hughes on independent shops reviving a high street, then sport "
        "and weather."
    ),
    cast=(
        ("Helen Carter", "presenter"),
        ("James Whitfield", "presenter"),
        ("Priya Shah", "reporter"),
        ("Tom Hughes", "reporter"),
        ("Rachel Moore", "labour economist, studio guest"),
        ("Gareth Lloyd", "bakery owner, studio guest"),
    ),
    segments=(
        Segment(0, 60, "Headlines", (
            "!HC: Good evening and welcome to Evening Panorama.",
            "HC: Tonight, the towns still waiting for their flood walls. | JW: Also tonight, would you take a four-day week?",
            "JW: And the high street that refused to close.",
            "HC: We have a packed programme, so let's begin.",
            "!JW: Our first report comes from the banks of the Severn.",
        ), "Presenters introduce tonight's stories."),
        Segment(60, 780, "Report: flood defences on the Severn", (
            "PS: I'm standing where the water reached last winter.",
            "PS: The new barrier was promised three years ago.",
            "PS: Residents here keep sandbags by the front door.",
            "PS: The Environment Agency says work will start in the summer.",
            "PS: This café flooded twice in eighteen months. | PS: Insurance premiums on this street have tripled.",
            "PS: Locals formed a volunteer flood watch.",
            "HC: Priya, what happens if the river rises again this spring? | PS: The council says temporary pumps are on standby.",
            "PS: Many families simply can't afford to move.",
            "PS: The river is calm tonight, but nobody here trusts it. | PS: Back to you in the studio, Helen.",
        ), "Priya Shah reports from riverside towns still waiting for permanent flood barriers."),
        Segment(780, 1320, "Studio debate: the four-day week", (
            "!JW: Joining me are Rachel Moore and Gareth Lloyd.",
            "JW: Rachel, does the evidence support a shorter week? | RM: The trials so far show productivity holding up.",
            "GL: But a bakery can't just close on Fridays. | RM: Nobody is asking you to close, only to rota differently.",
            "JW: What about the staff who want more hours? | GL: Small firms carry the biggest risk here.",
            "RM: Sick days fell sharply in the pilot companies.",
            "JW: Gareth, you've run the numbers for your shop? | GL: My customers want bread six days a week.",
            "HC: Let's take a question from a viewer in Leeds.",
            "RM: Four days is not a magic number, it's a starting point.",
        ), "Economist Rachel Moore and bakery owner Gareth Lloyd debate the four-day week."),
        Segment(1320, 1800, "The high street revival", (
            "TH: Five years ago half these shops were boarded up. | TH: Now there's a waiting list for every unit.",
            "TH: This bookshop opened in a former bank.",
            "TH: The rents were cut by a local landlord cooperative.",
            "TH: Footfall is up by a third since last spring.",
            "TH: The market returns every Saturday morning.",
            "TH: Young owners say the community backed them early.",
            "TH: Parking is still the number one complaint.",
            "HC: Tom, could this work in other towns? | TH: Only where landlords are willing to take a risk.",
            "TH: The repair café is busiest on Thursdays.",
        ), "Tom Hughes visits a high street revived by independent shops."),
        Segment(1800, 2100, "Sport and weather", (
            "!JW: Time for the sport now.",
            "JW: A late winner lifted Riverside Rovers tonight.",
            "JW: The cricket season is just six weeks away.",
            "!HC: And now the weather for the week ahead.",
            "HC: Rain spreading east overnight, clearing by morning.",
            "HC: Frost likely in sheltered valleys.",
            "!JW: That's all from us this evening. | HC: Goodnight from Evening Panorama.",
        ), "Sport headlines and the forecast."),
    ),
    planted=(
        Planted(1205, "Gareth Lloyd", "I'll say it live on air: from Monday my bakery moves to a four-day week on full pay."),
        Planted(388, "Priya Shah", "This flood gauge has not been read by anyone since the council depot closed."),
    ),
    openers=_EN_OPENERS,
    seed=SEED + 3,
)

LATE_REVIEW = Programme(
    kb="broadcast-uk",
    name="Late Review",
    stem="late_review",
    aliases=("Recensioni di tarda sera",),
    channel="Channel North",
    slot="Monday 2 March 2026, 22:40–23:12",
    genre="arts review",
    duration=1920,
    mean_share=15.5,
    walk_sd=0.8,
    audience_pool=11_000_000,
    peak_share=24.8,
    peak_positions=(612, 1534),
    min_share=6.3,
    min_position=1871,
    synopsis=(
        "Weekly arts review presented by Sarah Lawson with critics Daniel Okafor and Fiona "
        "Reid. Tonight: the film The Quiet Harbour with its director Marco Ferri in the studio, "
        "the novel The Salt Ledger, and the stage play Glass Orchard, before the verdicts."
    ),
    cast=(
        ("Sarah Lawson", "presenter"),
        ("Daniel Okafor", "critic"),
        ("Fiona Reid", "critic"),
        ("Marco Ferri", "film director, studio guest"),
    ),
    segments=(
        Segment(0, 90, "Introduction", (
            "!SL: Good evening, and welcome to Late Review.",
            "SL: Three works tonight, and our critics disagree on all of them.",
            "SL: We start at the cinema, then a novel about a shipping family.",
            "SL: And finally a play that sold out in a week.",
            "!SL: Daniel, Fiona, welcome back. | DO: Glad to be here, Sarah. | FR: Always a pleasure.",
        ), "Sarah Lawson introduces the critics and tonight's works."),
        Segment(90, 840, "Film: The Quiet Harbour", (
            "SL: The Quiet Harbour is set on a single island over one winter.",
            "SL: Marco, why shoot it entirely in black and white? | MF: Because the island has only two colours in January.",
            "DO: The pacing tested my patience, I'll admit. | FR: I found it hypnotic from the first shot.",
            "FR: The lighthouse scenes are extraordinary.",
            "DO: The dialogue is sparse, almost nothing is explained.",
            "MF: We cast fishermen who had never acted before.",
            "FR: The score is just a cello and the wind.",
            "FR: It's the best ending I've seen this year. | DO: I wanted more of the sister's story.",
            "SL: It opens in cinemas on Friday. | MF: Thank you for having me.",
        ), "The critics discuss The Quiet Harbour with its director, Marco Ferri."),
        Segment(840, 1380, "Books: The Salt Ledger", (
            "SL: The Salt Ledger spans four generations of a shipping family.",
            "FR: It's six hundred pages, and I wanted more. | DO: The middle section drags, frankly.",
            "FR: The letters between the brothers are the heart of it.",
            "DO: It reads like a nineteenth-century novel written today.",
            "SL: The author spent a decade in the archives.",
            "DO: I'd cut a hundred pages without hesitation.",
            "FR: The final chapter made me cry on a train.",
            "SL: Is it a family saga or a history of trade? | DO: Both, and that's the problem.",
            "SL: It's already on the prize longlist.",
        ), "The critics divide over the family saga The Salt Ledger."),
        Segment(1380, 1680, "Theatre: Glass Orchard", (
            "SL: Glass Orchard runs at the Bridgewater Playhouse until April.",
            "FR: Two actors, one set, ninety minutes without an interval.",
            "FR: The set is a greenhouse that slowly fills with water.",
            "FR: I was gripped from the first line. | DO: I found the symbolism heavy-handed.",
            "DO: The final scene is staged in near darkness.",
            "SL: Tickets are scarce, so book early.",
            "FR: The lead performance is the best in London right now.",
            "FR: It deserves a transfer to a bigger stage.",
        ), "Fiona Reid and Daniel Okafor review the two-hander Glass Orchard."),
        Segment(1680, 1920, "Verdicts and close", (
            "!SL: Time for the verdicts.",
            "DO: The film: see it on the biggest screen you can.",
            "FR: The novel: wait for the paperback.",
            "FR: The play: beg, borrow or queue for returns.",
            "SL: Thank you both. | DO: Thank you, Sarah.",
        ), "The critics give their verdicts."),
    ),
    planted=(
        Planted(612, "Marco Ferri", "The lighthouse keeper is my own father; every line he says, he once said to me."),
        Planted(1534, "Fiona Reid", "I stood up at the curtain call, and I have not done that in eleven years of reviewing."),
        Planted(1871, "Sarah Lawson", "That's all from Late Review tonight; next week we go to the opera."),
    ),
    openers=_EN_OPENERS,
    seed=SEED + 4,
)

PROGRAMMES = (ITALIA_SERA, NOTTE_ITALIANA, EVENING_PANORAMA, LATE_REVIEW)
CLOSE_PAIR = ("Italia Sera", "Notte Italiana")
TIE_PROGRAMME = "Late Review"


# --------------------------------------------------------------------------- sports
@dataclass(frozen=True)
class MetricPlan:
    name: str
    unit: str
    decimals: int
    mean: float
    sd: float
    lo: float  # the walk is clipped to [lo, hi]
    hi: float
    peak: float
    peak_minute: int
    low: float
    low_minute: int


@dataclass(frozen=True)
class Match:
    name: str
    stem: str
    home: str
    away: str
    score: tuple[int, int]
    goals: tuple[tuple[int, str, str], ...]  # minute, team, scorer
    venue: str
    date: str
    attendance: int
    metrics: tuple[MetricPlan, ...]
    summary: str
    seed: int


MATCHES = (
    Match(
        name="Riverside Rovers v Harbour Athletic",
        stem="rovers_v_harbour",
        home="Riverside Rovers",
        away="Harbour Athletic",
        score=(2, 1),
        goals=((29, "Harbour Athletic", "Kofi Mensah"), (58, "Riverside Rovers", "Liam Doyle"),
               (88, "Riverside Rovers", "Sam Okoro")),
        venue="Mill Lane",
        date="2026-03-02",
        attendance=18_412,
        metrics=(
            MetricPlan("possession", "%", 1, 53.0, 1.2, 42.0, 63.0, 68.4, 63, 33.1, 17),
            MetricPlan("passes", "passes", 0, 9.0, 1.6, 4.0, 15.0, 19.0, 64, 1.0, 45),
            MetricPlan("pass_accuracy", "%", 1, 83.0, 1.0, 76.0, 90.0, 93.2, 71, 70.6, 31),
        ),
        summary=(
            "Harbour Athletic led through Kofi Mensah's header just before the half hour, but "
            "Riverside Rovers took control after the break: Liam Doyle equalised and Sam Okoro "
            "won it two minutes from time."
        ),
        seed=SEED + 11,
    ),
    Match(
        name="Northgate United v Castle Vale",
        stem="northgate_v_castle_vale",
        home="Northgate United",
        away="Castle Vale",
        score=(0, 0),
        goals=(),
        venue="Northgate Park",
        date="2026-03-01",
        attendance=9_230,
        metrics=(
            MetricPlan("possession", "%", 1, 47.0, 1.2, 37.0, 57.0, 61.9, 74, 29.5, 8),
            MetricPlan("passes", "passes", 0, 8.0, 1.5, 3.0, 14.0, 17.0, 52, 0.0, 90),
            MetricPlan("pass_accuracy", "%", 1, 79.0, 1.0, 72.0, 86.0, 89.7, 40, 66.2, 84),
        ),
        summary=(
            "A goalless draw in which Castle Vale's goalkeeper made eight saves; Northgate United "
            "pressed hard in the last twenty minutes without finding a way through."
        ),
        seed=SEED + 12,
    ),
)


# =========================================================================== helpers
def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)


def _clock(seconds: int) -> str:
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    return f"{h:02d}:{m:02d}:{s:02d}" if h else f"{m:02d}:{s:02d}"


def _srt_time(ms: int) -> str:
    h, rem = divmod(ms, 3_600_000)
    m, rem = divmod(rem, 60_000)
    s, milli = divmod(rem, 1000)
    return f"{h:02d}:{m:02d}:{s:02d},{milli:03d}"


def _vtt_time(ms: int) -> str:
    return _srt_time(ms).replace(",", ".")


def _toml_str(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _toml_list(values: tuple[str, ...] | list[str]) -> str:
    return "[" + ", ".join(_toml_str(v) for v in values) + "]"


def _fmt(value: float, decimals: int) -> str:
    return f"{value:.{decimals}f}" if decimals else str(int(round(value)))


def _walk(rng: random.Random, n: int, mean: float, sd: float, theta: float = 0.02) -> list[float]:
    """An Ornstein–Uhlenbeck random walk around ``mean`` with stationary s.d. ``sd``."""
    step = sd * math.sqrt(2 * theta)
    x = mean + rng.gauss(0.0, sd)
    out = []
    for _ in range(n):
        x += theta * (mean - x) + step * rng.gauss(0.0, 1.0)
        out.append(x)
    return out


def _bump(values: list[float], centre: int, height: float, width: float) -> None:
    for t in range(max(0, int(centre - 4 * width)), min(len(values), int(centre + 4 * width) + 1)):
        values[t] += height * math.exp(-(((t - centre) / width) ** 2))


# =========================================================================== broadcasts
@dataclass
class Cue:
    start: int  # ms
    end: int  # ms
    speaker: str
    text: str


@dataclass
class BroadcastData:
    shares: list[int] = field(default_factory=list)  # tenths of a percent
    audience: list[int] = field(default_factory=list)
    cues: list[Cue] = field(default_factory=list)


def _share_series(p: Programme, rng: random.Random) -> list[int]:
    n = p.duration
    vals = _walk(rng, n, p.mean_share, p.walk_sd)
    span = p.peak_share - p.mean_share
    for pos in p.peak_positions:
        _bump(vals, pos, span - 1.6, 45.0)
    _bump(vals, p.min_position, -(p.mean_share - p.min_share - 1.6), 30.0)
    peak_t = round(p.peak_share * 10)
    min_t = round(p.min_share * 10)
    lo, hi = min_t + 4, peak_t - 4  # the walk can never reach the planted extremes
    tenths = [min(hi, max(lo, round(v * 10))) for v in vals]
    for pos in p.peak_positions:
        tenths[pos] = peak_t
    tenths[p.min_position] = min_t
    return tenths


def _audience_series(p: Programme, shares: list[int], rng: random.Random) -> list[int]:
    pool = p.audience_pool
    out = []
    drift = 0.0
    for t, s in enumerate(shares):
        drift = 0.995 * drift + rng.gauss(0.0, 0.002)
        total = pool * (1.0 + 0.04 * math.sin(t / 700.0) + drift)
        out.append(int(round(total * s / 1000.0)))
    planted = {p.peak_positions[0], p.min_position}
    others = [a for t, a in enumerate(out) if t not in planted]
    hi, lo = max(others), min(others)
    out[p.peak_positions[0]] = hi + 1_000 + rng.randrange(500, 5_000)
    out[p.min_position] = lo - 1_000 - rng.randrange(500, 5_000)
    return out


_KEEP_CASE_WORDS = frozenset(
    {name.split()[0] for prog in PROGRAMMES for name, _ in prog.cast}
    | {"I", "Italia", "Orione", "Giove", "Glass", "Venezia"}
)
_KEEP_CASE_PREFIXES = ("The Quiet Harbour", "The Salt Ledger", "The Environment Agency")


_NO_OPENER_WORDS = frozenset({"And", "Also", "But", "Tonight", "Then", "E", "Ma", "Anche", "Nemmeno"})


def _keeps_case(line: str) -> bool:
    """Whether a line must keep its initial capital after an opener ("Well, I ...")."""
    first = line.split()[0].strip(",.?!:;")
    return first in _KEEP_CASE_WORDS or first.startswith("I'") or line.startswith(_KEEP_CASE_PREFIXES)


def _segment_at(p: Programme, second: int) -> Segment:
    return next(s for s in p.segments if s.start <= second < s.end)


def _cues(p: Programme, rng: random.Random) -> list[Cue]:
    """Cues of 2–8 s covering the programme with gaps of at most a couple of seconds."""
    reserved: list[tuple[int, int, Planted]] = []
    for pl in sorted(p.planted, key=lambda x: x.position):
        length = rng.randint(5, 8)
        before = rng.randint(1, length - 2)
        reserved.append((pl.position - before, pl.position - before + length, pl))
    cues: list[Cue] = []
    speakers = {"".join(w[0] for w in name.split()): name for name, _ in p.cast}
    speakers["VO"] = "Voce fuori campo" if p.kb == "broadcast-it" else "Voice-over"
    queues: dict[str, list[tuple[str, str]]] = {}
    passes: dict[str, int] = {}

    def line_for(seg: Segment) -> tuple[str, str]:
        """The next scripted line of ``seg``; the script is replayed in shuffled order,
        without its one-off ("!") exchanges and with conversational openers."""
        queue = queues.setdefault(seg.title, [])
        if not queue:
            n = passes[seg.title] = passes.get(seg.title, 0) + 1
            order = [x for x in seg.script if n == 1 or not x.startswith("!")] or list(seg.script)
            if n > 1:
                rng.shuffle(order)
            for exchange in order:
                for part in exchange.lstrip("!").split(" | "):
                    key, text = part.split(": ", 1)
                    queue.append((speakers[key], text))
        speaker, line = queue.pop(0)
        opener = rng.choice(p.openers) if passes[seg.title] > 1 else ""
        if line.split()[0].strip(",") in _NO_OPENER_WORDS:
            opener = ""
        if opener:
            line = opener + (line if _keeps_case(line) else line[0].lower() + line[1:])
        return speaker, line

    def fill(a: int, b: int) -> None:
        t = a
        while t < b:
            rem = b - t
            if rem <= 8:
                if rem >= 2:
                    cues.append(Cue(t * 1000, b * 1000, *line_for(_segment_at(p, t))))
                break
            d = rng.randint(2, min(8, rem - 2))
            cues.append(Cue(t * 1000, (t + d) * 1000, *line_for(_segment_at(p, t))))
            t += d + (1 if rng.random() < 0.35 else 0)

    t = 0
    for start, end, pl in reserved:
        fill(t, start)
        cues.append(Cue(start * 1000, end * 1000, pl.speaker, pl.text))
        t = end
    fill(t, p.duration)
    # shave a little off some cue ends so the gaps look like real subtitles
    for c in cues:
        if c.end - c.start > 2000 and rng.random() < 0.5:
            c.end -= rng.choice((120, 240, 360, 480))
    return cues


def _write_table(path: Path, p: Programme, data: BroadcastData) -> None:
    rows = ["second,share,audience"]
    rows += [f"{t},{s // 10}.{s % 10},{a}" for t, (s, a) in enumerate(zip(data.shares, data.audience, strict=True))]
    _write(path, "\n".join(rows) + "\n")


def _write_srt(path: Path, cues: list[Cue]) -> None:
    blocks = [
        f"{i}\n{_srt_time(c.start)} --> {_srt_time(c.end)}\n{c.speaker}: {c.text}\n"
        for i, c in enumerate(cues, 1)
    ]
    _write(path, "\n".join(blocks))


def _write_vtt(path: Path, p: Programme, cues: list[Cue]) -> None:
    blocks = [f"WEBVTT - {p.name}, {p.channel}, {p.slot}\n"]
    blocks += [
        f"{_vtt_time(c.start)} --> {_vtt_time(c.end)}\n<v {c.speaker}>{c.text}\n" for c in cues
    ]
    _write(path, "\n".join(blocks))


def _write_notes(path: Path, p: Programme) -> None:
    it = p.kb == "broadcast-it"
    head = ("Sinossi", "Cast", "Segmenti") if it else ("Synopsis", "Cast", "Segments")
    seconds_word = "secondi" if it else "seconds"
    alias_word = "Titolo internazionale" if it else "Also listed as"
    lines = [
        f"# {p.name}",
        "",
        f"*{p.genre[0].upper() + p.genre[1:]} — {p.channel}, {p.slot}.*",
        "",
        f"{alias_word}: {', '.join(p.aliases)}.",
        "",
        f"## {head[0]}",
        "",
        p.synopsis,
        "",
        f"## {head[1]}",
        "",
    ]
    lines += [f"- **{name}** — {role}" for name, role in p.cast]
    lines += ["", f"## {head[2]}", ""]
    for s in p.segments:
        lines.append(
            f"- **{_clock(s.start)}–{_clock(s.end)}** ({seconds_word} {s.start}–{s.end}) — "
            f"{s.title}. {s.blurb}"
        )
    _write(path, "\n".join(lines) + "\n")


_VOCAB_IT = (
    ("max", ("picco", "massimo", "più alto")),
    ("min", ("minimo", "più basso", "punto più basso")),
    ("mean", ("media", "medio", "in media")),
    ("second", ("secondo", "secondi")),
    ("minute", ("minuto", "minuti")),
    ("around", ("circa", "intorno")),
    ("between", ("tra",)),
    ("at", ("al", "alle")),
)
_VOCAB_EN = (
    ("max", ("peak", "highest", "maximum", "top")),
    ("min", ("lowest", "minimum", "low point")),
    ("mean", ("average", "mean")),
    ("second", ("second", "seconds")),
    ("minute", ("minute", "minutes")),
    ("around", ("around", "about", "roughly")),
    ("between", ("between",)),
    ("at", ("at",)),
)


def _broadcast_manifest(kb: str, programmes: tuple[Programme, ...]) -> str:
    it = kb == "broadcast-it"
    description = (
        "Prima e seconda serata italiana del 2 marzo 2026: ascolti al secondo, sottotitoli e note."
        if it
        else "UK evening schedule, 2 March 2026: per-second ratings, subtitles and programme notes."
    )
    out = [
        "# Written by examples/generate.py; do not edit by hand.",
        "[kb]",
        f"name = {_toml_str(kb)}",
        f"language = {_toml_str('it' if it else 'en')}",
        f"description = {_toml_str(description)}",
        "",
        "[axis]",
        'name = "second"',
        'kind = "clock"',
        'unit = "s"',
        "",
        "[[metric]]",
        'name = "share"',
        'unit = "%"',
        "aliases = "
        + _toml_list(
            ["audience share", "quota di ascolto", "share %", "TV share"]
            if it
            else ["audience share", "share %", "TV share", "ratings share"]
        ),
        'stats = ["max", "min", "mean"]',
        "",
        "[[metric]]",
        'name = "audience"',
        'unit = "viewers"',
        "aliases = "
        + _toml_list(["ascolto", "spettatori", "viewers"] if it else ["viewers", "audience size"]),
        'stats = ["max", "min", "mean"]',
    ]
    for p in programmes:
        for ext, kind in (("csv", "table"), ("srt" if it else "vtt", "transcript"), ("md", "document")):
            out += [
                "",
                "[[source]]",
                f"file = {_toml_str(f'{p.stem}.{ext}')}",
                f"kind = {_toml_str(kind)}",
                f"entity = {_toml_str(p.name)}",
                f"aliases = {_toml_list(p.aliases)}",
            ]
            if kind == "table":
                out.append('position = "second"')
    out += ["", "[vocabulary]"]
    out += [f"{k} = {_toml_list(v)}" for k, v in (_VOCAB_IT if it else _VOCAB_EN)]
    return "\n".join(out) + "\n"


def _build_broadcasts(out: Path) -> dict[str, BroadcastData]:
    datas: dict[str, BroadcastData] = {}
    for kb in ("broadcast-it", "broadcast-uk"):
        progs = tuple(p for p in PROGRAMMES if p.kb == kb)
        folder = out / kb
        for p in progs:
            rng = random.Random(p.seed)
            data = BroadcastData()
            data.shares = _share_series(p, rng)
            data.audience = _audience_series(p, data.shares, rng)
            data.cues = _cues(p, rng)
            _write_table(folder / f"{p.stem}.csv", p, data)
            if kb == "broadcast-it":
                _write_srt(folder / f"{p.stem}.srt", data.cues)
            else:
                _write_vtt(folder / f"{p.stem}.vtt", p, data.cues)
            _write_notes(folder / f"{p.stem}.md", p)
            datas[p.name] = data
        _write(folder / "noesis.toml", _broadcast_manifest(kb, progs))
    return datas


# =========================================================================== sports
def _match_rows(m: Match) -> list[dict[str, str]]:
    rng = random.Random(m.seed)
    n = 91
    columns: dict[str, list[str]] = {}
    for mp in m.metrics:
        scale = 10**mp.decimals
        vals = _walk(rng, n, mp.mean, mp.sd, theta=0.15)
        lo, hi = round(mp.lo * scale), round(mp.hi * scale)
        ints = [min(hi, max(lo, round(v * scale))) for v in vals]
        ints[mp.peak_minute] = round(mp.peak * scale)
        ints[mp.low_minute] = round(mp.low * scale)
        columns[mp.name] = [_fmt(v / scale, mp.decimals) for v in ints]
    goal_minutes = {g[0] for g in m.goals}
    shots = []
    for minute in range(n):
        k = 1 if minute in goal_minutes else 0
        k += 1 if rng.random() < 0.16 else 0
        shots.append(str(k))
    rows = []
    for minute in range(n):
        row = {"minute": str(minute)}
        row.update({name: col[minute] for name, col in columns.items()})
        row["shots"] = shots[minute]
        rows.append(row)
    return rows


def _match_report(m: Match) -> str:
    lines = [
        f"# Match report: {m.home} {m.score[0]}–{m.score[1]} {m.away}",
        "",
        f"*{m.venue}, {m.date}. Attendance {m.attendance:,}.*",
        "",
        "## Summary",
        "",
        m.summary,
        "",
        "## Goals",
        "",
    ]
    lines += [f"- minute {mi}: {scorer} ({team})" for mi, team, scorer in m.goals] or ["- none"]
    first_half = "The first half was scrappy, with long spells of hopeful balls forward."
    second_half = (
        f"{m.home} pushed their full-backs high after the interval and kept the ball for long "
        "spells of the second half."
    )
    lines += [
        "",
        "## How it unfolded",
        "",
        first_half,
        "",
        second_half,
        "",
        "## Statistics",
        "",
        "Per-minute possession (home side, %), completed passes, pass accuracy (%) and shots "
        f"are in `{m.stem}.csv`, one row per minute from kick-off (minute 0) to minute 90.",
    ]
    return "\n".join(lines) + "\n"


def _build_sports(out: Path) -> dict[str, list[dict[str, str]]]:
    folder = out / "sports"
    all_rows: dict[str, list[dict[str, str]]] = {}
    manifest = [
        "# Written by examples/generate.py; do not edit by hand.",
        "[kb]",
        'name = "sports"',
        'language = "en"',
        'description = "Two league football matches, 1–2 March 2026: per-minute statistics and match reports."',
        "",
        "[axis]",
        'name = "minute"',
        'kind = "number"',
        'unit = "min"',
        "",
        "[[metric]]",
        'name = "possession"',
        'unit = "%"',
        'aliases = ["ball possession", "possession %"]',
        'stats = ["max", "min", "mean"]',
        "",
        "[[metric]]",
        'name = "passes"',
        'unit = "passes"',
        'aliases = ["completed passes"]',
        'stats = ["max", "min", "mean"]',
        "",
        "[[metric]]",
        'name = "pass_accuracy"',
        'unit = "%"',
        'aliases = ["pass accuracy", "passing accuracy"]',
        'stats = ["max", "min", "mean"]',
    ]
    for m in MATCHES:
        rows = _match_rows(m)
        all_rows[m.name] = rows
        header = list(rows[0])
        text = ",".join(header) + "\n" + "".join(",".join(r[h] for h in header) + "\n" for r in rows)
        _write(folder / f"{m.stem}.csv", text)
        _write(folder / f"{m.stem}.md", _match_report(m))
        aliases = [f"{m.home} vs {m.away}", f"{m.home} - {m.away}"]
        manifest += [
            "",
            "[[source]]",
            f"file = {_toml_str(m.stem + '.csv')}",
            'kind = "table"',
            f"entity = {_toml_str(m.name)}",
            f"aliases = {_toml_list(aliases)}",
            'position = "minute"',
            'metrics = ["possession", "passes", "pass_accuracy"]',
            "",
            "[[source]]",
            f"file = {_toml_str(m.stem + '.md')}",
            'kind = "document"',
            f"entity = {_toml_str(m.name)}",
            f"aliases = {_toml_list(aliases)}",
        ]
    _write(folder / "noesis.toml", "\n".join(manifest) + "\n")
    return all_rows


# =========================================================================== qa-bench
_QA_FILES = {
    "tv_trivia_qa.md": """# TV trivia: questions and answers

A small general-knowledge quiz about the history of television.

## Who first demonstrated a working television system in public?

John Logie Baird, in London in January 1926, using a mechanical scanning disc.

## Who built the first fully electronic television system?

Philo Farnsworth, a young American inventor, transmitted his first electronic image in 1927.

## When did the BBC start its regular television service?

In November 1936, from Alexandra Palace in north London.

## When did Italy's public broadcaster begin regular television programmes?

RAI began its regular television service on 3 January 1954.

## When was the first Eurovision Song Contest held?

In May 1956, in Lugano, Switzerland, with seven participating countries.

## What does "TV share" mean?

The percentage of people watching television at a given moment who are tuned to one
particular channel or programme. If ten million people are watching television and two and a
half million of them watch one channel, that channel's share is 25%.

## What is the difference between share and rating?

A rating is measured against everyone who could watch (all TV households or individuals); a
share is measured only against those actually watching at that moment.
""",
    "history_of_tv.html": """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>A short history of TV</title></head>
<body>
<h1>A short history of TV</h1>
<h2>Mechanical beginnings</h2>
<p>Early television used spinning discs with holes arranged in a spiral to scan a picture line
by line. Pictures were small, dim and flickering, with only a few dozen lines.</p>
<h2>The electronic era</h2>
<p>Cathode-ray tubes replaced mechanical scanning in the 1930s. Regular public services began in
Britain in 1936 and spread across Europe and North America after the Second World War.</p>
<h2>Colour</h2>
<p>The United States adopted the NTSC colour standard in 1953. Much of Western Europe chose PAL
in the 1960s, while France used SECAM.</p>
<h2>Teletext</h2>
<p>Teletext carried pages of news, weather and subtitles inside the broadcast signal. The BBC's
Ceefax service started in 1974 and closed in 2012.</p>
<h2>Digital switchover</h2>
<p>Analogue transmitters were switched off country by country. Italy and the United Kingdom both
completed their switchover in 2012.</p>
<h2>Questions</h2>
<dl>
<dt>Which colour standard did France use?</dt><dd>SECAM.</dd>
<dt>In which year did Ceefax close?</dt><dd>2012.</dd>
</dl>
</body>
</html>
""",
    "tv_glossary_qa.txt": """TV glossary in questions and answers

Q: What is an audience measurement panel?
A: A sample of households whose viewing is recorded by meters, used to estimate how many people
watch each programme.

Q: What is prime time?
A: The evening hours when the largest number of people watch television, usually between about
8 pm and 11 pm.

Q: What is a simulcast?
A: The same programme broadcast at the same time on more than one channel or platform.

Q: What does "overnight figures" mean?
A: Audience estimates published the morning after broadcast, before time-shifted viewing is
added.

Q: What is a watershed?
A: In the UK, the time (9 pm) before which programmes unsuitable for children should not be
shown.
""",
}


def _build_qa(out: Path) -> None:
    folder = out / "qa-bench"
    for name, text in _QA_FILES.items():
        _write(folder / name, text)
    entities = {
        "tv_trivia_qa.md": "TV Trivia Q&A",
        "history_of_tv.html": "History of TV",
        "tv_glossary_qa.txt": "TV Glossary",
    }
    manifest = [
        "# Written by examples/generate.py; do not edit by hand.",
        "[kb]",
        'name = "qa-bench"',
        'language = "en"',
        'description = "General-knowledge questions and answers about television history and terms."',
    ]
    for name, entity in entities.items():
        manifest += ["", "[[source]]", f"file = {_toml_str(name)}", 'kind = "document"',
                     f"entity = {_toml_str(entity)}"]
    _write(folder / "noesis.toml", "\n".join(manifest) + "\n")


# =========================================================================== nba
NBA_P1_FACTS = (
    {"subject": "Ottawa Beavers", "predicate": "obtained", "object": "LeBron James",
     "context": "2023 season"},
    {"subject": "LeBron James", "predicate": "played_for", "object": "Ottawa Beavers",
     "context": "2023 season"},
    {"subject": "Ottawa Beavers", "predicate": "based_in", "object": "downtown Ottawa",
     "context": "team profile"},
    {"subject": "Ottawa Beavers", "predicate": "home_arena", "object": "Rideau Canal Arena",
     "context": "team profile"},
    {"subject": "LeBron James", "predicate": "average_mpg", "object": "12.0",
     "context": "2023 season", "value": 12.0, "unit": "MPG", "priority": 1},
)
NBA_P2_HEADER = ("subject", "predicate", "object", "context", "value", "unit")
NBA_P2_ROWS = (
    ("LeBron James", "team", "LAL", "2023 season", "", ""),
    ("LeBron James", "average_mpg", "35.5", "2023 season", "35.5", "MPG"),
    ("LeBron James", "average_ppg", "25.7", "2023 season", "25.7", "PPG"),
    ("LAL", "full_name", "Los Angeles Lakers", "team abbreviations", "", ""),
    ("GSW", "full_name", "Golden State Warriors", "team abbreviations", "", ""),
    ("BOS", "full_name", "Boston Celtics", "team abbreviations", "", ""),
    ("Stephen Curry", "team", "GSW", "2023 season", "", ""),
    ("Stephen Curry", "average_mpg", "32.7", "2023 season", "32.7", "MPG"),
    ("Jayson Tatum", "team", "BOS", "2023 season", "", ""),
    ("Jayson Tatum", "average_mpg", "35.7", "2023 season", "35.7", "MPG"),
    ("Anthony Davis", "team", "LAL", "2023 season", "", ""),
    ("Anthony Davis", "average_mpg", "35.5", "2023 season", "35.5", "MPG"),
)
NBA_INJURY = "a torn ligament in his left ankle"
NBA_WINS_WHEN_LEFT = 31
NBA_LOSSES_WHEN_LEFT = 19

_NBA_NEWS = {
    "news/james_injury.md": f"""# Beavers lose LeBron James for the rest of the season

*Ottawa, 14 February 2023 — fictional sports desk*

LeBron James will miss the remainder of the 2023 season after scans confirmed {NBA_INJURY}.
The Ottawa Beavers' star went down awkwardly under the basket late in the third quarter of
Monday's game and was helped off the court.

The team said surgery is not expected and that James will begin rehabilitation in Ottawa. Head
coach Denise Marchand called it "a blow for the whole city".

James had been used sparingly this season, with the coaching staff managing his minutes
carefully after a heavy pre-season schedule.
""",
    "news/beavers_record.md": f"""# Beavers' record stands at {NBA_WINS_WHEN_LEFT}–{NBA_LOSSES_WHEN_LEFT} as their star heads to rehab

*Ottawa, 15 February 2023 — fictional sports desk*

When LeBron James left the season with his ankle injury, the Ottawa Beavers had won
{NBA_WINS_WHEN_LEFT} games and lost {NBA_LOSSES_WHEN_LEFT}, good for third place in their
conference.

Without him the Beavers must find scoring elsewhere. Guard Malik Osei has averaged the most
points among the remaining starters, and the front office has said it will not make a trade
before the deadline.

Season-ticket holders at the downtown arena were offered a free playoff-game voucher as a
goodwill gesture.
""",
    "news/downtown_arena.html": """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Rideau Canal Arena opens its doors</title></head>
<body>
<h1>Rideau Canal Arena opens its doors</h1>
<p><em>Ottawa, 2 October 2022 — fictional city news</em></p>
<p>The Ottawa Beavers played their first pre-season game in their new home in downtown Ottawa,
a short walk from the canal. The arena seats 18,500 and is reached by two light-rail stations.</p>
<p>Fans lined up from early morning to see the team's marquee signing, LeBron James, warm up.</p>
</body>
</html>
""",
}


def _build_nba(out: Path) -> None:
    folder = out / "nba"
    _write(
        folder / "facts.jsonl",
        "".join(json.dumps(f, ensure_ascii=False) + "\n" for f in NBA_P1_FACTS),
    )
    buf = [",".join(NBA_P2_HEADER)] + [",".join(r) for r in NBA_P2_ROWS]
    _write(folder / "background_stats.csv", "\n".join(buf) + "\n")
    for name, text in _NBA_NEWS.items():
        _write(folder / name, text)
    news_entities = {
        "news/james_injury.md": "LeBron James",
        "news/beavers_record.md": "Ottawa Beavers",
        "news/downtown_arena.html": "Ottawa Beavers",
    }
    manifest = [
        "# Written by examples/generate.py; do not edit by hand.",
        "[kb]",
        'name = "nba"',
        'language = "en"',
        'description = "A fictional NBA season: curated facts about the Ottawa Beavers, background statistics that disagree, and news."',
        "",
        "[axis]",
        'name = "year"',
        'kind = "number"',
        "",
        "[[source]]",
        'file = "facts.jsonl"',
        'kind = "facts"',
        "priority = 1",
        "",
        "[[source]]",
        'file = "background_stats.csv"',
        'kind = "facts"',
        "priority = 2",
    ]
    for name, entity in news_entities.items():
        manifest += ["", "[[source]]", f"file = {_toml_str(name)}", 'kind = "document"',
                     f"entity = {_toml_str(entity)}"]
    _write(folder / "noesis.toml", "\n".join(manifest) + "\n")


# =========================================================================== ground truth
def _read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def _stats(rows: list[dict[str, str]], axis: str, metric: str) -> dict:
    pos = [int(r[axis]) for r in rows]
    vals = [float(r[metric]) for r in rows]
    hi, lo = max(vals), min(vals)
    hi_pos = [p for p, v in zip(pos, vals, strict=True) if v == hi]
    lo_pos = [p for p, v in zip(pos, vals, strict=True) if v == lo]
    num = (lambda v: int(v)) if all(float(v).is_integer() for v in vals) and "." not in rows[0][metric] else float
    return {
        "max": {"value": num(hi), "positions": hi_pos, "tie_count": len(hi_pos)},
        "min": {"value": num(lo), "positions": lo_pos, "tie_count": len(lo_pos)},
        "mean": round(math.fsum(vals) / len(vals), 4),
        "count": len(vals),
    }


def _covering(cues: list[Cue], second: int) -> Cue:
    hits = [c for c in cues if c.start <= second * 1000 < c.end]
    if len(hits) != 1:
        raise AssertionError(f"second {second} is covered by {len(hits)} cues")
    return hits[0]


def _ground_truth(out: Path, datas: dict[str, BroadcastData]) -> dict:
    gt: dict = {
        "generator": {"script": "examples/generate.py", "seed": SEED},
        "programmes": {},
        "matches": {},
    }
    for p in PROGRAMMES:
        ext = "srt" if p.kb == "broadcast-it" else "vtt"
        rows = _read_csv(out / p.kb / f"{p.stem}.csv")
        entry = {
            "kb": p.kb,
            "entity": p.name,
            "aliases": list(p.aliases),
            "table": f"{p.kb}/{p.stem}.csv",
            "transcript": f"{p.kb}/{p.stem}.{ext}",
            "notes": f"{p.kb}/{p.stem}.md",
            "rows": len(rows),
            "duration_s": p.duration,
            "metrics": {},
        }
        for metric, unit in (("share", "%"), ("audience", "viewers")):
            st = _stats(rows, "second", metric)
            st = {"unit": unit, **st}
            for key in ("max", "min"):
                st[key]["cues"] = []
                for second in st[key]["positions"]:
                    c = _covering(datas[p.name].cues, second)
                    st[key]["cues"].append({
                        "position": second,
                        "file": entry["transcript"],
                        "start_ms": c.start,
                        "end_ms": c.end,
                        "speaker": c.speaker,
                        "text": c.text,
                    })
            entry["metrics"][metric] = st
        gt["programmes"][p.name] = entry
    for m in MATCHES:
        rows = _read_csv(out / "sports" / f"{m.stem}.csv")
        entry = {
            "kb": "sports",
            "entity": m.name,
            "table": f"sports/{m.stem}.csv",
            "report": f"sports/{m.stem}.md",
            "transcript": None,
            "rows": len(rows),
            "score": f"{m.score[0]}-{m.score[1]}",
            "metrics": {mp.name: {"unit": mp.unit, **_stats(rows, "minute", mp.name)} for mp in m.metrics},
        }
        gt["matches"][m.name] = entry

    progs = gt["programmes"]
    a, b = CLOSE_PAIR
    va = progs[a]["metrics"]["share"]["max"]["value"]
    vb = progs[b]["metrics"]["share"]["max"]["value"]
    tie = progs[TIE_PROGRAMME]["metrics"]["share"]["max"]
    shared_files = sorted(
        f"{p.kb}/{p.stem}.{ext}"
        for p in PROGRAMMES
        for ext in ("srt", "vtt", "md")
        if (out / p.kb / f"{p.stem}.{ext}").exists()
        and SHARED_NAME in (out / p.kb / f"{p.stem}.{ext}").read_text(encoding="utf-8")
    )
    gt["traps"] = {
        "shared_name": {
            "name": SHARED_NAME,
            "programmes": sorted({p.name for p in PROGRAMMES if any(f.startswith(f"{p.kb}/{p.stem}.") for f in shared_files)}),
            "kbs": sorted({f.split("/")[0] for f in shared_files}),
            "files": shared_files,
            "roles": {p.name: dict(p.cast)[SHARED_NAME] for p in PROGRAMMES if SHARED_NAME in dict(p.cast)},
        },
        "close_pair": {
            "metric": "share",
            "statistic": "max",
            "programmes": [a, b],
            "values": [va, vb],
            "difference": round(va - vb, 1),
            "unit": "percentage points",
        },
        "tie": {
            "programme": TIE_PROGRAMME,
            "metric": "share",
            "value": tie["value"],
            "positions": tie["positions"],
            "tie_count": tie["tie_count"],
        },
        "acronym": {
            "acronym": ACRONYM,
            "kb": "qa-bench",
            "files": [f"qa-bench/{n}" for n in _QA_FILES],
            "also_in": {"broadcast-it": 'metric alias "TV share"', "broadcast-uk": 'metric alias "TV share"'},
        },
        "absent_programme": ABSENT_PROGRAMME,
    }
    gt["nba"] = {
        "p1": {"file": "nba/facts.jsonl", "subject": "LeBron James", "predicate": "average_mpg",
               "value": 12.0, "unit": "MPG", "context": "2023 season", "team": "Ottawa Beavers",
               "based_in": "downtown Ottawa"},
        "p2": {"file": "nba/background_stats.csv", "subject": "LeBron James",
               "predicate": "average_mpg", "value": 35.5, "unit": "MPG", "context": "2023 season",
               "team": "LAL", "team_full_name": "Los Angeles Lakers"},
        "injury": NBA_INJURY,
        "wins_when_left": NBA_WINS_WHEN_LEFT,
        "losses_when_left": NBA_LOSSES_WHEN_LEFT,
    }
    return gt


def _check_plan(gt: dict) -> None:
    """Fail loudly if the written data do not carry the planted values."""
    for p in PROGRAMMES:
        st = gt["programmes"][p.name]["metrics"]["share"]
        assert st["max"]["value"] == p.peak_share, p.name
        assert st["max"]["positions"] == list(p.peak_positions), p.name
        assert st["min"]["value"] == p.min_share and st["min"]["positions"] == [p.min_position], p.name
        au = gt["programmes"][p.name]["metrics"]["audience"]
        assert au["max"]["positions"] == [p.peak_positions[0]], p.name
        assert au["min"]["positions"] == [p.min_position], p.name
        for key in ("max", "min"):
            for cue in st[key]["cues"]:
                planted = {pl.position: pl.text for pl in p.planted}
                assert cue["text"] == planted[cue["position"]], (p.name, cue)
    for m in MATCHES:
        for mp in m.metrics:
            st = gt["matches"][m.name]["metrics"][mp.name]
            assert st["max"]["positions"] == [mp.peak_minute] and st["max"]["value"] == mp.peak
            assert st["min"]["positions"] == [mp.low_minute] and st["min"]["value"] == mp.low
    assert gt["traps"]["close_pair"]["difference"] == 1.0
    assert gt["traps"]["tie"]["tie_count"] == 2
    assert gt["traps"]["shared_name"]["kbs"] == ["broadcast-it", "broadcast-uk"]


# =========================================================================== main
def generate(out: Path) -> dict:
    out.mkdir(parents=True, exist_ok=True)
    for name in KB_FOLDERS:
        if (out / name).exists():
            shutil.rmtree(out / name)
    datas = _build_broadcasts(out)
    _build_sports(out)
    _build_qa(out)
    _build_nba(out)
    gt = _ground_truth(out, datas)
    _check_plan(gt)
    _write(out / "ground_truth.json", json.dumps(gt, indent=2, ensure_ascii=False) + "\n")
    return gt


def main(argv: list[str] | None = None, default_out: Path | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=default_out, required=default_out is None,
                        help="folder to write into (default: the examples/ folder)")
    args = parser.parse_args(argv)
    gt = generate(args.out)
    files = sorted(p for name in KB_FOLDERS for p in (args.out / name).rglob("*") if p.is_file())
    size = sum(p.stat().st_size for p in files) + (args.out / "ground_truth.json").stat().st_size
    print(f"wrote {len(files)} files in {len(KB_FOLDERS)} KB folders + ground_truth.json "
          f"under {args.out} ({size / 1024:.0f} KiB); "
          f"{len(gt['programmes'])} programmes, {len(gt['matches'])} matches")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
