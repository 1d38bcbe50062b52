"""The ``phrase`` answer policy: the model's rewrite of the engine's resolved answer stands
only if it keeps every number, position and name; otherwise the engine's answer stands.

The rewrites are built here from the engine's own answer (kept whole, one tied datetime
dropped, one number changed), so what must survive is known without the engine's help;
the model is scripted (its wording is not what is tested, the check around it is)."""

from __future__ import annotations

from noesis.answer import Engine, Settings
from noesis.llm.scripted import ScriptedChat

LGA = "What was the highest temperature at LGA?"


def _engine(mesh, reply) -> tuple[Engine, ScriptedChat]:
    llm = ScriptedChat(rules=[("## Answer to rewrite", reply)])
    return Engine(mesh, llm, Settings(policy="phrase")), llm


def _det(mesh) -> str:
    text = Engine(mesh).ask(LGA, deterministic=True).text
    assert "2013-07-18 15:00" in text and "2013-07-19 15:00" in text and "2013-07-19 16:00" in text
    return text


def test_a_rewrite_that_keeps_everything_stands(realdata_mesh):
    det = _det(realdata_mesh)
    rewrite = "Here is what the records say. " + det
    engine, llm = _engine(realdata_mesh, rewrite)
    answer = engine.ask(LGA)
    assert len(llm.calls) == 1 and "## Answer to rewrite" in llm.calls[0]
    assert answer.text == rewrite and answer.degraded is None


def test_a_rewrite_that_drops_one_tied_datetime_is_not_used(realdata_mesh):
    det = _det(realdata_mesh)
    rewrite = det.replace(", 2013-07-19 15:00", "")
    assert rewrite != det and "2013-07-19 15:00" not in rewrite  # every number token still occurs
    answer = _engine(realdata_mesh, rewrite)[0].ask(LGA)
    assert answer.text == det
    assert "position '2013-07-19 15:00'" in (answer.degraded or "")


def test_a_rewrite_that_changes_a_number_is_not_used(realdata_mesh):
    det = _det(realdata_mesh)
    answer = _engine(realdata_mesh, det.replace("98.96", "98.6"))[0].ask(LGA)
    assert answer.text == det and "98.96" in (answer.degraded or "")


def test_a_question_the_plan_does_not_resolve_goes_to_the_model(realdata_mesh):
    q = "Describe the weather at LGA in your own words."
    det = Engine(realdata_mesh).ask(q, deterministic=True).result
    # KBs of tables only: the engine alone says why it has no number (no measure named), not
    # "needs a language model"; with a model configured the question still reaches it
    assert det is not None and det.operation == "refusal" and det.reason_kind == "no_measure"
    llm = ScriptedChat(default="It was hot in July 2013.")
    answer = Engine(realdata_mesh, llm, Settings(policy="phrase")).ask(q)
    assert llm.calls and "## Answer to rewrite" not in llm.calls[0]
    assert answer.text.startswith("It was hot")
