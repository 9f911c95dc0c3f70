"""Qt item models that adapt the services' domain objects for the window's views."""
