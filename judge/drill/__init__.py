"""judge drill: judge training whose answers are computed by the engine (deck, templates, progress, sessions)."""
