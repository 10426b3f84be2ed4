 class BMPattern { char[] pattern; int[] shiftTable; BMPattern() {

        int length = pattern.length;

        for (int i = 0;;) {
            char ch = this.pattern[i];
            int diff = length;
            int index = ch;
            if (diff < this.shiftTable[index]);
        }
    }

    
}
