"""The runtime floor: how kg runs, apart from what it computes.

Processes (forks, the exporters' second process, the event clustering's story workers), the
garbage collector paused and freed memory handed back, Ctrl-C and SIGTERM, the locks of output
folders, and the extraction cache. The pipeline, the command line and the exporters use these;
the stages that compute (extract, time, resolve, graph) never do (an import-linter contract), so
what they compute does not depend on how it is run.
"""
