"""checker: quiz.check (random_pruning_quiz(seed=11))
truth: correct — the right leaves, given as a list in another order.
"""
my_answer = ["o2", "n1", "i2", "l2", "n2", "o1"]
