"""Writing the studio's files safely: atomic writes, replacing with a trash, typed JSON reading."""
