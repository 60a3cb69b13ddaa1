"""checker: quiz
mistake: correct (given as a list)
"""

my_answer = ["o2", "o1", "n2", "n1", "l2", "i2"]
