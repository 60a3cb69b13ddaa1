"""Checker: quiz (random_pruning_quiz(seed=11).check)
Mistake: correct (the six pruned leaves, given as a list).
"""
CHECK = {"checker": "quiz", "seed": 11, "answer": "my_answer"}

my_answer = ["o2", "n1", "i2", "l2", "n2", "o1"]
