"""Stage 5, graph: the resolved corpus as one networkx graph, and the schema exporters read it by."""
