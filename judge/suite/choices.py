"""Which outcomes an ``expect when <player> chooses ...`` clause selects.

An outcome records each open choice taken as a :class:`judge.engine.outcome.Choice` (who
chose, the kind of choice, the options and the answer). A Choose written in an expectation
(``expect when Alice chooses yes: ...``, ``expect when Bob chooses target @gb: ...``) matches
a Choice when

* its player is the Choice's player (case folded);
* its ``what``, when written, names a choice the Choice's key answers to: the reader turns
  the word into a :class:`judge.dsl.ast.ChoiceTopic` (``yes/no``/``may``/``whether``,
  ``order``, ``target``, ``pay``, ``random``, ``pick``, ``attack``, ``block`` for a kind of
  choice; ``mode``, ``color`` for what is chosen: :data:`judge.dsl.ast.TOPIC_WORDS`), and
  :meth:`judge.engine.outcome.ChoiceKey.answers` compares it with the key's kind and
  subject — the same test the engine's decider makes for a choice line, no words compared;
* its values are the answer: as many values as options taken, each naming one of them (an
  option's label, an object's card name or ``@label``, a number or word as written; a label
  also names the labelled object of the final state, where the answer carries no label of its
  own: ``@m6`` never names the answer ``Mountain @m7``). Values are compared in order for an
  ``order`` choice, as a set otherwise; ``nothing`` is a choice taken with no option.

An outcome matches when every Choose of the expectation matches one of its choices.
"""

from __future__ import annotations

from typing import Any, Sequence

from judge.dsl.ast import Choose, Ref
from judge.engine.kinds import ChoiceKind
from judge.engine.outcome import Choice, Outcome


def _fold(text: Any) -> str:
    return " ".join(str(text).casefold().split())


def value_names(value: Any, label_names: dict[str, str]) -> set[str]:
    """Every folded name a Choose value goes by: ``@a`` and, for a label of the final
    state, the labelled object's name; a word or number as written."""
    if isinstance(value, Ref):
        names = {_fold(value)}
        if value.label:
            names.add(_fold(f"@{value.label}"))
            if value.label in label_names:
                names.add(_fold(label_names[value.label]))
        if value.name:
            names.add(_fold(value.name))
        return names
    return {_fold(value)}


def kind_matches(choose: Choose, choice: Choice) -> bool:
    """Whether the choice ``choose`` names by its word (its topic), if any, is ``choice``:
    by the choice's key, never its words."""
    return choice.key.answers(choose.topic)


def choose_matches(choose: Choose, choice: Choice, label_names: dict[str, str]) -> bool:
    """Whether the written ``choose`` is the recorded ``choice`` (see the module docstring)."""
    if _fold(choose.player) != _fold(choice.player):
        return False
    if not kind_matches(choose, choice):
        return False
    values = list(choose.values)
    if len(values) == 1 and not choice.answer and _fold(values[0]) == "nothing":
        values = []  # "expect when Alice chooses nothing": the choice taken with no option
    if len(values) != len(choice.answer):
        return False
    answers = [{_fold(n) for n in choice.names(i)} for i in range(len(choice.answer))]
    wanted = [(v, value_names(v, label_names)) for v in values]

    def same(value: Any, names: set[str], i: int) -> bool:
        if isinstance(value, Ref) and value.label and any(a.startswith("@") for a in answers[i]):
            # a label names its own object: "@m6" is not the answer "Mountain @m7" for sharing
            # its card name (the name stands for the label only where the answer has none)
            return _fold(f"@{value.label}") in answers[i]
        return bool(names & answers[i])

    if choice.kind is ChoiceKind.ORDER:
        return all(same(v, w, i) for i, (v, w) in enumerate(wanted))
    free = list(range(len(answers)))
    for v, w in wanted:
        hit = next((i for i in free if same(v, w, i)), None)
        if hit is None:
            return False
        free.remove(hit)
    return True


def outcome_matches(outcome: Outcome, when: Sequence[Choose]) -> bool:
    """Whether ``outcome`` is reached by the choices ``when`` (see the module docstring)."""
    labels = {o.label: o.name for o in outcome.final.objects if o.label}
    return all(any(choose_matches(c, ch, labels) for ch in outcome.choices) for c in when)
