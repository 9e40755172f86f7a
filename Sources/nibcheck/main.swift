print("nibcheck: placeholder")
