"""What ``Answer.verification`` holds: the claim-by-claim :class:`~noesis.answer.verify.Verification`
of the answer, and what the engine concluded beyond it under the verify policy (a refusal the
facts contradict, the repair it made, or that verification itself failed)."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from .verify import Verification

#: the summary of a refusal the deterministic answer contradicts
CONTRADICTED = ("the answer refuses, but the facts answer the question by rule; "
                "--verify repair gives that answer")


@dataclass(frozen=True)
class Checked:
    """The verification verdict of one answer (``None`` verification: it failed, see ``failure``)."""

    verification: Verification | None
    #: the answer refuses while the facts answer the question by rule
    refusal_contradicted: bool = False
    #: what repair put in the answer's place ("deterministic answer", "the fact's position added" …)
    repair: str | None = None
    #: why verification could not run
    failure: str | None = None

    @property
    def ok(self) -> bool | None:
        if self.verification is None:
            return None
        return self.verification.ok and not self.refusal_contradicted

    @property
    def summary(self) -> str:
        if self.verification is None:
            return f"verification failed: {self.failure}"
        return CONTRADICTED if self.refusal_contradicted else self.verification.summary()

    def as_dict(self) -> dict:
        v = self.verification
        out = {"ok": self.ok, "summary": self.summary, "problems": list(v.problems) if v else [],
               "claims": [asdict(c) for c in v.claims] if v else []}
        if self.refusal_contradicted:
            out["refusal_contradicted"] = True
        if self.repair is not None:
            out["repair"] = self.repair
        return out
