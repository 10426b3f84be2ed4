const lines = []
                  const lines 