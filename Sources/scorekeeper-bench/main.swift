print("benchmark: not yet")
