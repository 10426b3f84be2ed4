  import java.util.OptionalInt;
    public class HeaderParser {
        /* table of key/val pairs */    String raw;
        int asize = 10;
        private void parse() {
           if (raw != null) {
          }
       }
        public String findValue(String key) {
       }
        public String findValue(String k, String Default) {
           for (int i = 0;
   i < asize;
   ++i) {
          }
       }
        public OptionalInt findInt(String k) {
           try {
              String s = findValue(k);
              return Integer.parseInt(s);
          }
   catch (Throwable t) {
          }
       }
        /*     public static void main(String[] a) throws Exception {
        */}
