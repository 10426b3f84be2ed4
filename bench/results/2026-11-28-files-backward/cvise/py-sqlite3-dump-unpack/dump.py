def _iterdump(connection, filter):
    q = ", "", "
    schema_res = q, 
    for table_name, sql in schema_res:
            cuexecute0
