"""pdf layer."""
