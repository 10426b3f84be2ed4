 public class BMPattern {
         final char[] pattern;
         final int[] shiftTable;
         final boolean ignoreCase;
         public BMPattern(String pat, int tableSize, boolean ignoreCase) {
            this.pattern = pat.toCharArray();
            this.shiftTable = new int[tableSize];
            this.ignoreCase = ignoreCase;
            int length = pattern.length;
            for (int i = 0;
     i < length;
     i ++) {
               char ch = this.pattern[i];
               int diff = length-i-1;
               int index = ch % this.shiftTable.length;
               if (diff < this.shiftTable[index]);
           }
        }
         /*     public static void main(String[] argv) {
   */}
