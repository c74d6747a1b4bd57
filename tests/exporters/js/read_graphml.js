// Read a GraphML file with graphology-graphml and print what it holds as JSON.
// Usage: node read_graphml.js FILE
// Anything the reader or xmldom reports through console.warn/console.error is
// collected into "warnings" so the Python test can assert there are none.
"use strict";
const fs = require("fs");
const warnings = [];
for (const level of ["warn", "error"]) {
  console[level] = (...args) => warnings.push(args.map(String).join(" "));
}
process.on("warning", (w) => warnings.push(String(w)));

const Graph = require("graphology");
const graphml = require("graphology-graphml");

const graph = graphml.parse(Graph, fs.readFileSync(process.argv[2], "utf8"));
const edgeIds = graph.edges();
const first = graph.nodes().slice().sort()[0];
process.stdout.write(JSON.stringify({
  type: graph.type,
  multi: graph.multi,
  order: graph.order,
  size: graph.size,
  edgeIds: edgeIds,
  node: first === undefined ? null : {id: first, attributes: graph.getNodeAttributes(first)},
  edgeAttributes: edgeIds.length ? graph.getEdgeAttributes(edgeIds[0]) : null,
  warnings: warnings,
}) + "\n");
