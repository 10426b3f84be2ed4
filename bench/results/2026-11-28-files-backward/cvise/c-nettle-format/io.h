werror() PRINTF_STYLE(1, 2);
