"""movements layer."""
