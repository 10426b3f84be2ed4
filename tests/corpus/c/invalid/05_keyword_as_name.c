int while = 3;
