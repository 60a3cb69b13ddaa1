"""Notebook widgets: boards to play on, AI-vs-AI matches, the search stepper."""
