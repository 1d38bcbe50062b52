"""Fact-file reader: JSONL, CSV/TSV, N-Quads (and JSON) → curated FactRecords."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from noesis.errors import SourceError
from noesis.ingest.factfiles import BadLine, iri_label, parse_nquad, read_facts
from noesis.manifest import AxisSpec, Manifest, SourceSpec


def read(
    tmp_path: Path, content, name: str, fmt: str | None = None, priority: int = 1, kind="clock"
):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    spec = SourceSpec(
        file=name,
        kind="facts",
        format=fmt or name.rsplit(".", 1)[1],
        entity=None,
        priority=priority,
    )
    return read_facts(path, spec, Manifest(root=tmp_path, name="t", axis=AxisSpec("second", kind)))


# --------------------------------------------------------------------------- JSONL
def test_jsonl_required_and_optional_fields(tmp_path):
    lines = [
        {
            "subject": "Italia Sera",
            "predicate": "share max",
            "object": "37.5",
            "context": "auditel",
            "unit": "%",
            "position": "00:29:00",
        },
        {"Subject": "Rai 1", "Predicate": "owner", "Object": "RAI", "priority": 2},
        {
            "subject": "Italia Sera",
            "predicate": "viewers",
            "object": "4,1 milioni",
            "value": 4100000,
        },
        {"subject": "Italia Sera", "predicate": "episodes", "object": 12},
    ]
    r = read(tmp_path, "\n".join(json.dumps(x) for x in lines) + "\n", "facts.jsonl", priority=1)
    assert r.problems == ()
    a, b, c, d = r.facts
    assert (a.subject, a.predicate, a.object, a.context) == (
        "Italia Sera",
        "share max",
        "37.5",
        "auditel",
    )
    assert a.value == 37.5 and a.unit == "%"
    assert a.position == 1740.0 and a.positions == (1740.0,)
    assert a.origin == "curated" and a.source == "facts.jsonl" and a.line == 1
    assert (b.subject, b.object, b.priority, b.value) == ("Rai 1", "RAI", 2, None)
    assert a.priority == 1
    assert c.value == 4100000.0 and c.object == "4,1 milioni"
    assert d.object == "12" and d.value == 12.0 and d.line == 4


def test_spec_priority_is_the_default(tmp_path):
    r = read(tmp_path, '{"subject":"a","predicate":"b","object":"c"}\n', "bg.jsonl", priority=2)
    assert r.facts[0].priority == 2


def test_jsonl_bad_lines_are_skipped_with_reasons(tmp_path):
    content = "\n".join(
        [
            '{"subject":"a","predicate":"b","object":"c"}',
            "{not json",
            '{"subject":"a","object":"c"}',
            '["a","b","c"]',
            '{"subject":"a","predicate":"b","object":"c","priority":3}',
            '{"subject":"a","predicate":"b","object":"c","value":"lots"}',
            '{"subject":"a","predicate":"b","object":"c","position":"noon"}',
            '{"subject":"a","predicate":"b","object":{"x":1}}',
            "",
            '{"subject":"z","predicate":"b","object":"c"}',
        ]
    )
    r = read(tmp_path, content, "f.jsonl")
    assert [f.subject for f in r.facts] == ["a", "z"]
    assert r.facts[1].line == 10
    found = {p.line: p.reason for p in r.problems}
    assert sorted(found) == [2, 3, 4, 5, 6, 7, 8]
    assert "not valid JSON" in found[2]
    assert "predicate is missing" in found[3]
    assert "expected a JSON object" in found[4]
    assert "priority must be 1 or 2" in found[5]
    assert "value is not a number" in found[6]
    assert "position" in found[7]
    assert "object must be text" in found[8]


def test_file_with_no_valid_line_is_a_source_error(tmp_path):
    with pytest.raises(SourceError) as info:
        read(tmp_path, '\n\n{"subject": "only"}\nnope\n', "f.jsonl")
    assert info.value.problem.line == 3
    assert "no valid fact" in info.value.problem.reason


def test_empty_fact_file(tmp_path):
    r = read(tmp_path, b"", "f.jsonl")
    assert r.facts == ()
    assert [p.reason for p in r.problems] == ["empty file"]


def test_json_list_of_facts(tmp_path):
    r = read(
        tmp_path,
        json.dumps({"facts": [{"subject": "a", "predicate": "b", "object": "1.5"}]}),
        "f.json",
    )
    assert r.facts[0].value == 1.5


# --------------------------------------------------------------------------- CSV / TSV
def test_csv_facts(tmp_path):
    content = (
        "Subject,Predicate,Object,Context,Value,Unit,Priority,Position\r\n"
        'Italia Sera,share max,"37,5",auditel,,%,,00:29:00\r\n'
        'Rai 1,"slogan, ufficiale","Di tutto, di più",,,,2,\r\n'
        "Italia Sera,share min,low,,12.5,%,1,\r\n"
    )
    r = read(tmp_path, content, "background.csv")
    assert r.problems == ()
    a, b, c = r.facts
    assert (a.object, a.value, a.unit, a.position, a.context, a.line) == (
        "37,5",
        37.5,
        "%",
        1740.0,
        "auditel",
        2,
    )
    assert (b.predicate, b.object, b.priority, b.value, b.unit) == (
        "slogan, ufficiale",
        "Di tutto, di più",
        2,
        None,
        None,
    )
    assert (c.object, c.value, c.line) == ("low", 12.5, 4)


def test_csv_bad_rows(tmp_path):
    content = "subject,predicate,object,priority\na,b,c,1\n,b,c,\na,b,c,9\na,b,c,1,extra\nd,e,f,\n"
    r = read(tmp_path, content, "f.csv")
    assert [f.subject for f in r.facts] == ["a", "d"]
    found = {p.line: p.reason for p in r.problems}
    assert "subject is missing" in found[3]
    assert "priority must be 1 or 2" in found[4]
    assert "5 fields" in found[5]


def test_csv_header_without_required_columns(tmp_path):
    with pytest.raises(SourceError) as info:
        read(tmp_path, "name,value\na,1\n", "f.csv")
    assert info.value.problem.line == 1
    assert "missing subject, predicate, object" in info.value.problem.reason


def test_tsv_and_semicolon_csv(tmp_path):
    r = read(tmp_path, "subject\tpredicate\tobject\nLeBron James\tpoints\t38387\n", "f.tsv")
    assert (r.facts[0].subject, r.facts[0].value) == ("LeBron James", 38387.0)
    r = read(tmp_path, "subject;predicate;object\nA;share;37,5\n", "g.csv")
    assert r.facts[0].value == 37.5


def test_cp1252_fact_file(tmp_path):
    r = read(tmp_path, "subject,predicate,object\nCittà,è,più\n".encode("cp1252"), "f.csv")
    assert (r.facts[0].subject, r.facts[0].object) == ("Città", "più")
    assert "decoded as cp1252" in r.problems[0].reason


# --------------------------------------------------------------------------- N-Quads
NQ = r"""# LeBron in two graphs
<http://ex.org/LeBron_James> <http://schema.org/birthDate> "1984-12-30"^^<http://www.w3.org/2001/XMLSchema#date> <http://ex.org/graph/NBA> .
<http://ex.org/LeBron_James> <http://ex.org/stats#career_points> "38387"^^<http://www.w3.org/2001/XMLSchema#integer> .
_:team1 <http://ex.org/name> "Los Angeles \"Lakers\"\tLA\\\u00e8\U0001F3C0"@en-US <http://ex.org/graph/NBA> .
<http://ex.org/LeBron_James> <http://ex.org/playsFor> _:team1 .
<http://ex.org/a%20b/> <http://ex.org/ratio> "0.5" .

<http://ex.org/x> <http://ex.org/y> "unterminated .
<http://ex.org/x> "pred" "o" .
"""


def test_nquads(tmp_path):
    r = read(tmp_path, NQ, "nba.nq", fmt="nquads")
    birth, points, name, plays, ratio = r.facts
    assert (birth.subject, birth.predicate, birth.object, birth.context) == (
        "LeBron James",
        "birthDate",
        "1984-12-30",
        "NBA",
    )
    assert birth.value is None
    assert (points.predicate, points.object, points.value, points.context) == (
        "career points",
        "38387",
        38387.0,
        "",
    )
    assert name.subject == "_:team1"
    assert name.object == 'Los Angeles "Lakers"\tLA\\è\U0001f3c0'
    assert (plays.object, plays.value) == ("_:team1", None)
    assert (ratio.subject, ratio.value) == ("a b", 0.5)
    assert all(f.line for f in r.facts) and points.line == 3
    found = {p.line: p.reason for p in r.problems}
    assert sorted(found) == [8, 9]
    assert "not closed" in found[8]
    assert "expected iri" in found[9]


def test_nquads_with_no_valid_line(tmp_path):
    with pytest.raises(SourceError) as info:
        read(tmp_path, "# only a comment\n<a> <b> .\n", "bad.nq", fmt="nquads")
    assert info.value.problem.line == 2


@pytest.mark.parametrize(
    ("line", "objects"),
    [
        ("<http://a/s> <http://a/p> <http://a/o> .", ("iri", "http://a/o")),
        ('<http://a/s> <http://a/p> "x\\u0041\\n" .', ("literal", "xA\n")),
        ('_:b.1 <http://a/p> "1"^^<http://www.w3.org/2001/XMLSchema#int> _:g .', ("literal", "1")),
        ("<http://a/\\u00e9> <http://a/p> 'x' .", None),
        ('<http://a/s> <http://a/p> "x" . trailing', None),
        ('<http://a/s p> <http://a/p> "x" .', None),
        ('<http://a/s> <http://a/p> "x\\q" .', None),
        ('<http://a/s> <http://a/p> "x"', None),
    ],
)
def test_parse_nquad(line, objects):
    if objects is None:
        with pytest.raises(BadLine):
            parse_nquad(line)
        return
    _s, _p, o, _g = parse_nquad(line)
    assert (o.kind, o.value) == objects


def test_parse_nquad_details():
    s, p, o, g = parse_nquad('_:b1 <http://a/p> "chat"@fr-CA <http://a/g> . # comment')
    assert (s.kind, s.value) == ("bnode", "b1")
    assert (o.lang, o.datatype) == ("fr-CA", None)
    assert g.value == "http://a/g"
    assert parse_nquad("   # just a comment") is None
    assert parse_nquad("") is None


@pytest.mark.parametrize(
    ("iri", "label"),
    [
        ("http://ex.org/LeBron_James", "LeBron James"),
        ("http://schema.org/Person#name", "name"),
        ("http://ex.org/teams/", "teams"),
        ("http://ex.org/Citt%C3%A0_di_Roma", "Città di Roma"),
        ("urn:isbn:0451450523", "0451450523"),
        ("http://ex.org/#", "ex.org"),
    ],
)
def test_iri_label(iri, label):
    assert iri_label(iri) == label
