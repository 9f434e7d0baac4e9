"""The effect interpreter: executes the card IR (:mod:`judge.cards.ir`) as a spell or ability
resolves (413.2b: instructions in the order written), and turns static abilities into
continuous effects (418.4).

Object references are resolved on execution (413.2f: current information if the object is
still there, else last known information). Targets that became illegal are skipped
(413.2a: the rest resolve as if all were legal).

One module per concern; each handler is registered beside its function with
``@handles(ir.X)`` (:data:`judge.engine.context.HANDLERS`). Importing this package imports none
of them: a module is imported the first time an effect it handles is carried out
(:func:`judge.engine.context.handler_for`, through the generated index
``judge/engine/handler_index.json``). Import a helper from its module, not from here.
(Made from effects.py by a script; docs/architecture.md lists the modules.)
"""
