"""The round clock in the window: the room display, the director's controls, the ticking and the sound."""
