"""judge: a rules judge for Magic: The Gathering under the Classic-era Comprehensive Rules."""

__version__ = "0.1.0"
