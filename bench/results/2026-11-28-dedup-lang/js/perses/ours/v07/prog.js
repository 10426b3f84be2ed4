

"".repeat(-71.)