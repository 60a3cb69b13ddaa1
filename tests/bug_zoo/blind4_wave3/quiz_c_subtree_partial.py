"""checker: quiz
mistake: names only the first leaf below each pruned subtree's nodes (forgets n2 and o2)
"""

my_answer = {"i2", "l2", "n1", "o1"}
