"""checker: quiz.check
truth: correct — i2 (I: -4 <= alpha -4 from H), l2 (L: -8 <= alpha -4 from A, a deep cutoff), and all of G (C's F is -8 <= alpha -4): n1, n2, o1, o2.
source: own (worked by hand)
"""

my_answer = {"i2", "l2", "n1", "n2", "o1", "o2"}
