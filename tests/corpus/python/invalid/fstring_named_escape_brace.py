x = f"\N{{BULLET}}"
