"""
checker: quiz.check
truth: correct — the right leaves, given as a sorted list
"""
my_answer = ["i2", "l2", "n1", "n2", "o1", "o2"]
