(echo "never closed)
