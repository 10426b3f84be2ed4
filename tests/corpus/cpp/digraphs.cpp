// Digraphs and alternative tokens, and `<::` before a global name.
#include <vector>

%:define TWICE(x) ((x) + (x))

struct S <%
  int a<:2:>;
%>;

bool logic(bool p, bool q) <%
  int bits = 6;
  bits and_eq 3;
  bits or_eq 8;
  bits xor_eq 1;
  return (p and q) or (not p and q) or ((bits bitand 1) != compl 0) or (bits not_eq 2) or ((bits bitor 1) xor 2);
%>

int main() {
  std::vector<::std::vector<int>> v;
  S s<%<%1, 2%>%>;
  return s.a<:0:> + TWICE(1) + v.size() + logic(true, false);
}
