def parse_position(text, **kw): raise NotImplementedError
def format_position(state): raise NotImplementedError
