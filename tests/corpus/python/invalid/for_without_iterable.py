for x in :
    pass
