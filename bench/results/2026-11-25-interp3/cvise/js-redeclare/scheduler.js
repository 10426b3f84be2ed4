const lines = []
                const lines 