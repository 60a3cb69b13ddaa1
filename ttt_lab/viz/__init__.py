"""Pictures of games and searches: board drawings, tree plots, timing plots."""
