class a  {
        a a = 0 - a;
    }

