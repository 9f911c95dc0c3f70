"""Small widgets and helpers shared by the window's pages and dialogs."""
