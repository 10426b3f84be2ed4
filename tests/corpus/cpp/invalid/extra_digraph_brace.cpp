struct S <% int a; %> %>;
