
from dbapi2 import *