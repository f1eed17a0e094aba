"""The edits agents make, read from every format, with where each applies and how it is phrased."""
