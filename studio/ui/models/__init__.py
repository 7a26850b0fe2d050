"""The Models dialog and the choice of engine, model and device."""
