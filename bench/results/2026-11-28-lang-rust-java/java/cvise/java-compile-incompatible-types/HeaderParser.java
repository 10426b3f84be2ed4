   import java.util.OptionalInt;
      public class HeaderParser {
          private void parse() {
         }
          public String findValue(String key) {
         }
          public String findValue(String k, String Default) {
             try {
            }
     catch (Throwable t) {
                return OptionalInt.empty();
            }
         }
          /*     public static void main(String[] a) throws Exception {
          */}
