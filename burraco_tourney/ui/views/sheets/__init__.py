"""The Score sheets page along its jobs: the page, saving a sheet, the other results of a table."""
