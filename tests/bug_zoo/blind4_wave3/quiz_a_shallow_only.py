"""checker: quiz
mistake: knows only shallow cutoffs: misses l2 (deep cutoff on A's alpha)
"""

my_answer = {"i2", "n1", "n2", "o1", "o2"}
