"""checker: quiz
mistake: uses the strict convention: does not cut I at i1 == alpha (misses i2)
"""

my_answer = {"l2", "n1", "n2", "o1", "o2"}
