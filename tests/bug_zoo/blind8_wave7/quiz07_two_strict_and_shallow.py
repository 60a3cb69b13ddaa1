"""
checker: quiz.check
truth: buggy (two mistakes) — strict cutoffs (misses i2) and shallow cutoffs only (misses l2)
source: class slips.
"""
my_answer = {"n1", "n2", "o1", "o2"}
