"""What comes after a game: ratings, stats, challenges, results' words and replays.

`ratings` (openskill), `stats`, `challenges` (pure: which deal, how scored), `challenge_scores`,
`challenge_seeds` (the deployment's secret), `results` (an outcome's words and score sheet),
`replay` (replay files and their animation), `painter` (replays drawn in child processes),
`pruning` (ARCHIVE_KEEP_DAYS). Imports: engine, store, renderers, words; never table or chat.
"""
