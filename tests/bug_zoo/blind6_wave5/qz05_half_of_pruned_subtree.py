"""Checker: quiz (random_pruning_quiz(seed=11).check)
Mistake: after C's cutoff lists only the first MIN child's leaves (n1, n2), forgetting O's leaves o1, o2 below the pruned G.
"""
CHECK = {"checker": "quiz", "seed": 11, "answer": "my_answer"}

my_answer = {"i2", "l2", "n1", "n2"}
