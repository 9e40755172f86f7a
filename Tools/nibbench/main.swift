print("nibbench: placeholder")
